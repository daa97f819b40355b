import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { createImageProcessor } from '../modules/media/image-processor.ts';
import { createCatalogContext, type CatalogSettings } from '../use-cases/catalog/catalog-context.ts';
import { registerCatalogRoutes, registerSearchRoutes } from './catalog-routes.ts';
import { registerContentRoutes } from './content-routes.ts';
import { registerDocsRoutes } from './docs-routes.ts';
import { registerErrorHandling } from './error-handler.ts';
import { registerImageRoutes } from './image-routes.ts';
import { registerPriceRoutes } from './price-routes.ts';
import type { RegisteredRoute } from './route.ts';
import { registerCartRoutes } from './cart-routes.ts';
import { registerOrderRoutes } from './order-routes.ts';
import { registerPaymentRoutes } from './payment-routes.ts';
import type { MailTransport } from '../modules/mail/mail-transport.ts';
import { createCheckoutContext, type CheckoutSettings } from '../use-cases/cart/checkout-context.ts';
import { createAccountContext, type AuthSettings } from '../use-cases/account/account-context.ts';
import { registerUserRoutes } from './user-routes.ts';
import { registerListRoutes } from './list-routes.ts';
import type { ReviewSettings } from '../use-cases/reviews/review-context.ts';
import { registerEngagementRoutes } from './engagement-routes.ts';

export interface ApiOptions {
  db: Db;
  imagesDir: string;
  imageCacheDir: string;
  catalog?: Partial<CatalogSettings>;
  checkout?: Partial<CheckoutSettings>;
  /** Where order confirmations and other mail go (file outbox or SMTP). */
  mail: MailTransport;
  /** Reviews: `autoApprove` publishes new reviews without moderation (default false). */
  reviews?: Partial<ReviewSettings>;
  /** Token secret, lifetimes and login throttling of customer accounts (decision 0013). */
  auth?: Partial<AuthSettings>;
  now?: () => Date;
}

/**
 * The whole HTTP API as one Fastify plugin: /api/* (JSON envelopes), /graphql, /img/* and /api/docs.
 * Register it in its own encapsulated context so its error and not-found handlers apply to API routes only.
 */
export async function apiPlugin(app: FastifyInstance, options: ApiOptions): Promise<void> {
  const registry: RegisteredRoute[] = [];
  const catalog = createCatalogContext(options.db, { settings: options.catalog, now: options.now });
  const checkout = createCheckoutContext(options.db, catalog, options.mail, options.checkout, app.log);
  const accounts = createAccountContext(options.db, {
    settings: options.auth,
    mail: options.mail,
    shopUrl: checkout.settings.shopUrl,
    now: catalog.now,
    log: app.log,
  });
  const images = createImageProcessor({ imagesDir: options.imagesDir, cacheDir: options.imageCacheDir });
  registerErrorHandling(app);
  app.get('/api/health', async () => ({ code: 200, result: 'ok' }));
  registerCatalogRoutes(app, registry, catalog, accounts);
  registerSearchRoutes(app, registry, catalog, options.db, accounts);
  registerContentRoutes(app, registry, catalog);
  registerImageRoutes(app, registry, images);
  registerPriceRoutes(app, registry, catalog, accounts);
  registerCartRoutes(app, registry, checkout, accounts);
  registerOrderRoutes(app, registry, checkout, accounts);
  registerPaymentRoutes(app, registry, checkout, accounts);
  registerUserRoutes(app, registry, accounts);
  registerListRoutes(app, registry, accounts, options.db);
  registerEngagementRoutes(app, registry, checkout, { reviews: options.reviews, accounts });
  registerDocsRoutes(app, registry);
}
