import type { FastifyInstance } from 'fastify';
import { registerAdminRoutes } from './admin/admin-routes.ts';
import { removeStaleUploads } from './admin/file-body.ts';
import { createAppContext, type ApiOptions } from '../app-context.ts';
import { registerCartRoutes } from './cart-routes.ts';
import { registerCatalogRoutes, registerSearchRoutes } from './catalog-routes.ts';
import { registerContentRoutes } from './content-routes.ts';
import { registerDocsRoutes } from './docs-routes.ts';
import { registerEngagementRoutes } from './engagement-routes.ts';
import { registerNewsletterRoutes } from './newsletter-routes.ts';
import { registerMailRoutes } from './mail-routes.ts';
import { registerErrorHandling } from './error-handler.ts';
import { ENCODED_ANSWERS_BYTES, EncodedAnswers } from './encoded-answers.ts';
import { registerHttpCaching } from './http-caching.ts';
import { cacheTags } from '../use-cases/catalog/cache-tags.ts';
import { registerImageRoutes } from './image-routes.ts';
import { registerListRoutes } from './list-routes.ts';
import { registerOrderRoutes } from './order-routes.ts';
import { registerOrderCancelRoutes } from './order-cancel-routes.ts';
import { registerPaymentRoutes } from './payment-routes.ts';
import { registerBalancePaymentRoutes } from './balance-payment-routes.ts';
import { registerHostedPaymentRoutes } from './hosted-payment-routes.ts';
import { registerPriceRoutes } from './price-routes.ts';
import { registerReturnRoutes } from './return-routes.ts';
import { acceptQueryTokens } from './request-token.ts';
import type { RouteRegistry } from './route.ts';
import { registerUserRoutes } from './user-routes.ts';

export type { ApiOptions } from '../app-context.ts';

/**
 * The whole HTTP API as one Fastify plugin: /api/* (JSON envelopes), /graphql, /img/* and /api/docs.
 * Register it in its own encapsulated context so its error and not-found handlers apply to API routes only.
 */
export async function apiPlugin(app: FastifyInstance, options: ApiOptions): Promise<void> {
  const context = createAppContext(options, app.log);
  const encodedAnswers = new EncodedAnswers(ENCODED_ANSWERS_BYTES, context.countEncodedAnswer);
  const registry: RouteRegistry = {
    routes: [],
    validateResponses: options.validateResponses ?? false,
    inCheckoutLane: context.inCheckoutLane,
    encodedAnswers,
  };
  registerErrorHandling(app);
  registerHttpCaching(app, encodedAnswers);
  // Mail committed by requests goes out from here, also what a previous run of the process left (decision 0031).
  context.mailOutbox.start();
  context.mailOutbox.kick();
  app.addHook('onClose', () => context.mailOutbox.stop());
  // Webhook deliveries committed by requests, and what a previous run left, go out from here (decision 0052).
  context.webhooks.worker.start();
  context.webhooks.worker.kick();
  app.addHook('onClose', () => context.webhooks.worker.stop());
  // A lost Stripe webhook must not leave an order hanging (decision 0050): pending hosted payments are asked after 30 min.
  context.hostedReconciliation.start();
  app.addHook('onClose', () => context.hostedReconciliation.stop());
  // An edit's refund left due by a process that stopped is finished, with its mail (decision 0060, addendum 4).
  context.editRefundRound.start();
  app.addHook('onClose', () => context.editRefundRound.stop());
  // Another node or tool changed the catalogue (decision 0032): the index is rebuilt now, not by the next search.
  options.catalogueChanges?.onChange(() => {
    context.search.index().catch((error: unknown) => app.log.error({ err: error }, 'Search index rebuild'));
  });
  // A back-office change may show on any page (a CMS page, a banner, a setting, a price): every cached page is
  // renewed. Catalogue changes from any source are also followed precisely through the catalogue version.
  // Before the answer leaves, so a page asked right after the owner's "saved" is already renewed.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' && request.url.startsWith('/api/admin/') && reply.statusCode < 400)
      context.purges.publish([cacheTags.all]);
    done(null, payload);
  });
  // A failed build does not stop the start: the first search builds it again and answers the error if it persists.
  if (options.searchIndexBeforeReady)
    app.addHook('onReady', async () => {
      await context.search.warm().catch((error: unknown) => app.log.error({ err: error }, 'Search index'));
    });
  // Decision 0053: a bucket that does not exist or refuses the keys stops the start, naming the setting to fix.
  app.addHook('onReady', () => context.pictures.checkStore());
  // What a stopped process left of the uploads it was receiving (file-body.ts).
  app.addHook('onReady', async () => {
    await removeStaleUploads(context.uploadDir).catch((error: unknown) =>
      app.log.error({ err: error }, 'Removing stale uploads'),
    );
  });
  if (context.accounts.settings.tokensInQuery) acceptQueryTokens(app);
  app.get('/api/health', async () => ({ code: 200, result: 'ok' }));
  for (const register of [
    registerCatalogRoutes,
    registerSearchRoutes,
    registerContentRoutes,
    registerImageRoutes,
    registerPriceRoutes,
    registerCartRoutes,
    registerOrderRoutes,
    registerOrderCancelRoutes,
    registerPaymentRoutes,
    registerBalancePaymentRoutes,
    registerHostedPaymentRoutes,
    registerUserRoutes,
    registerReturnRoutes,
    registerListRoutes,
    registerEngagementRoutes,
    registerNewsletterRoutes,
    registerMailRoutes,
    registerAdminRoutes,
  ])
    register(app, registry, context);
  registerDocsRoutes(app, registry);
}
