import { createHmac } from 'node:crypto';
import { tmpdir } from 'node:os';
import type { Db } from './db/database.ts';
import type { MailTransport } from './modules/mail/mail-transport.ts';
import { createFolderObjectStore } from './modules/media/folder-object-store.ts';
import { createImageProcessor } from './modules/media/image-processor.ts';
import type { ObjectStore } from './modules/media/object-store.ts';
import {
  createLoginAttemptRepository,
  type LoginAttemptStoreFactory,
} from './modules/credentials/login-attempt-repository.ts';
import { countCacheLookup, registerFigure } from './modules/observability/figures.ts';
import { createSandboxPickupPoints, type PickupPointDirectory } from './modules/shipping/pickup-points.ts';
import {
  createPostnordPickupPoints,
  type PickupPointStore,
  type PostnordSettings,
} from './modules/shipping/postnord-pickup-points.ts';
import { createAccountContext, type AuthSettings } from './use-cases/account/account-context.ts';
import {
  createCheckoutContext,
  DEFAULT_CHECKOUT_SETTINGS,
  type CheckoutSettings,
} from './use-cases/cart/checkout-context.ts';
import { createCouponContext } from './use-cases/coupons/coupon-context.ts';
import { createCustomerAdminContext } from './use-cases/customer-admin/customer-admin-context.ts';
import { createDashboardContext } from './use-cases/dashboard/dashboard-context.ts';
import { createOrderAdminContext } from './use-cases/order-admin/order-admin-context.ts';
import { guestAccessSecret } from './use-cases/order-access/order-access.ts';
import { createPaymentContext } from './use-cases/payment/payment-context.ts';
import { createHostedReconciliation } from './use-cases/payment/reconcile-hosted.ts';
import { createEditRefundRound } from './use-cases/fulfilment/edit-refund-round.ts';
import { createStripeGateway, type StripeSettings } from './modules/payment/stripe-gateway.ts';
import {
  createCatalogAdminContext,
  DEFAULT_MAX_UPLOAD_BYTES,
} from './use-cases/catalog-admin/catalog-admin-context.ts';
import { createCatalogContext, type CatalogSettings } from './use-cases/reference/catalog-context.ts';
import { createSettingsContext } from './use-cases/settings/settings-context.ts';
import { NO_PURGES, type CachePurges } from './use-cases/catalog/cache-tags.ts';
import { createOutboxWorker, type WorkSignal } from './use-cases/mail/outbox-worker.ts';
import { createListContext } from './use-cases/lists/list-context.ts';
import {
  createNewsletterContext,
  type NewsletterSettings,
} from './use-cases/newsletter/newsletter-context.ts';
import { createReviewContext, type ReviewSettings } from './use-cases/reviews/review-context.ts';
import { createReturnsContext } from './use-cases/returns/returns-context.ts';
import { createSearchEngine } from './use-cases/search/search-engine.ts';
import { createStaffContext, type StaffSettings } from './use-cases/staff/staff-context.ts';
import { createPictureContext } from './use-cases/pictures/picture-context.ts';
import { createWebhookContext } from './use-cases/webhooks/webhook-context.ts';
import { provideWebhookObject, subscriptionsChanged } from './use-cases/webhooks/raise-webhook-event.ts';
import { presentOrderForWebhook } from './use-cases/order-admin/order-webhook-object.ts';
import { presentStockForWebhook } from './use-cases/catalog-admin/stock-webhook-object.ts';
import {
  createMemoryRequestCounter,
  type RequestCounterFactory,
} from './modules/api-keys/request-counter.ts';

export interface ApiOptions {
  db: Db;
  /** The database's checkout lane (DatabaseHandle.inCheckoutLane, PostgreSQL only; decision 0046). */
  inCheckoutLane?: (<T>(work: () => T) => T) | undefined;
  /** The pictures' folder (HEMMA_MEDIA_DIR): the picture store unless `media` is given. */
  imagesDir: string;
  /**
   * Where the pictures and, when it is shared, their renditions are (decision 0053): an S3 bucket from
   * HEMMA_MEDIA_S3_*. Default: the folder `imagesDir`. Checked when the API gets ready; a bad bucket stops the start.
   */
  media?: ObjectStore;
  imageCacheDir: string;
  /** Bound of the rendition cache folder in bytes (HEMMA_IMAGE_CACHE_MB); default 1 GiB. */
  imageCacheMaxBytes?: number;
  /**
   * Where an upload (a catalogue file, a picture) is written while it comes in, in a folder of its own that is
   * removed once its request is done (issue 29). Default: the system's temporary folder.
   */
  uploadDir?: string;
  catalog?: Partial<CatalogSettings>;
  checkout?: Partial<CheckoutSettings>;
  /** Where order confirmations and other mail go (file outbox or SMTP). */
  mail: MailTransport;
  /** The newsletter's coupon, confirmation links and sign-up throttle (decision 0014 and its addendum). */
  newsletter?: Partial<NewsletterSettings>;
  /** Reviews: `autoApprove` publishes new reviews without moderation (default false). */
  reviews?: Partial<ReviewSettings>;
  /** Token secret, lifetimes and login throttling of customer accounts (decision 0013). */
  auth?: Partial<AuthSettings>;
  /** Back-office sessions and login throttling (decision 0020); they sign with the auth secret. */
  staff?: Partial<Omit<StaffSettings, 'secret'>>;
  /**
   * Check every answer against its response schema in @hemma/contract and answer 500 naming the field when one
   * breaks it. On in the test suites and the browser journeys' server; off by default (it costs a parse per answer).
   */
  validateResponses?: boolean;
  /**
   * Build the search index while the app gets ready (before the server's port opens), so that the first search after
   * a start is as fast as the rest (issue 17: 2.2 s at 100k products when built by the first search). Off for tests.
   */
  searchIndexBeforeReady?: boolean;
  /** Told which cached pages and answers a change made stale (decision 0031): the host's page cache listens. */
  purges?: CachePurges;
  /**
   * The mail outbox worker's poll interval and retries (decision 0031); defaults suit a shop. `signal`: a wake-up
   * shared by the nodes (Redis, decision 0032): a busy worker asks the others to help, polling slows while it works.
   */
  mailOutbox?: { pollMs?: number; maxAttempts?: number; signal?: WorkSignal };
  /** The webhook outbox worker's poll interval (decision 0052); default one second. */
  webhooks?: { pollMs?: number };
  /**
   * Where failed-login and request counters live (decision 0032): given the database's repository, the store to use
   * (the host's Redis store falls back on it). Default: the database.
   */
  loginAttempts?: LoginAttemptStoreFactory;
  /** Where API keys' requests are counted (decision 0051): given the per-process counter, the one to use (Redis). */
  apiKeyRequests?: RequestCounterFactory;
  /** Told when another node or tool changed the catalogue, so the search index is rebuilt before it is asked. */
  catalogueChanges?: { onChange(listener: () => void): void };
  /**
   * PostNord's Service Points API for the pick-up points (decision 0048; HEMMA_POSTNORD_API_KEY and
   * HEMMA_POSTNORD_API_URL). Unset: the seeded directory of the sandbox carrier (decision 0033).
   */
  postnord?: PostnordSettings;
  /**
   * Stripe (decision 0050; HEMMA_STRIPE_SECRET_KEY, HEMMA_STRIPE_WEBHOOK_SECRET, HEMMA_STRIPE_API_URL): card, Klarna
   * and Swish on Stripe Checkout. Unset: those methods are not offered.
   */
  stripe?: StripeSettings;
  /** Where PostNord's answers are kept beside each process's memory, so every node knows them (Redis, 0032). */
  pickupPointStore?: PickupPointStore;
  now?: () => Date;
  /**
   * Asked after an edit that owes a refund commits (decision 0060, addendum 4): true leaves the refund and the change
   * mail undone, as a process that stopped right after the commit would, for the work round to finish. The tests'
   * way to make that happen; never set in a shop.
   */
  stopAfterEditCommit?: () => boolean;
}

interface Log {
  error(message: string): void;
  warn(message: string): void;
}

/** The carrier's directory of pick-up points: PostNord's when it has a key, the seeded one otherwise. */
function pickupPointDirectory(options: ApiOptions, log: Log): PickupPointDirectory {
  const seeded = createSandboxPickupPoints();
  if (!options.postnord?.apiKey) return seeded;
  return createPostnordPickupPoints(options.postnord, {
    fallback: seeded,
    log,
    ...(options.pickupPointStore ? { store: options.pickupPointStore } : {}),
  });
}

/**
 * The composition root: every context the routes call, built once per API instance from its options. The one place
 * that knows how use cases, modules and the database are wired; the HTTP layer only receives the result.
 */
export function createAppContext(options: ApiOptions, log: Log) {
  const catalog = createCatalogContext(options.db, { settings: options.catalog, now: options.now });
  const mailOutbox = createOutboxWorker({
    db: options.db,
    mail: options.mail,
    log,
    now: catalog.now,
    shopUrl: options.checkout?.shopUrl ?? DEFAULT_CHECKOUT_SETTINGS.shopUrl,
    ...options.mailOutbox,
  });
  const purges = options.purges ?? NO_PURGES;
  const checkout = createCheckoutContext(
    options.db,
    catalog,
    options.mail,
    options.checkout,
    log,
    mailOutbox,
    purges,
    pickupPointDirectory(options, log),
    options.stripe ? createStripeGateway(options.stripe) : null,
  );
  const attemptsInDb = createLoginAttemptRepository(options.db);
  const loginAttempts = options.loginAttempts ? options.loginAttempts(attemptsInDb) : attemptsInDb;
  const accounts = createAccountContext(options.db, {
    loginAttempts,
    settings: options.auth,
    mail: options.mail,
    shopUrl: checkout.settings.shopUrl,
    now: catalog.now,
    log,
  });
  const orderAdmin = createOrderAdminContext(checkout, {
    guestAccessSecret: guestAccessSecret(accounts.settings.secret),
    stopAfterEditCommit: options.stopAfterEditCommit ?? (() => false),
  });
  const media = options.media ?? createFolderObjectStore(options.imagesDir);
  // The providers' callbacks are signed with a key of their own, derived from the auth secret (decision 0027).
  const payments = createPaymentContext(checkout, {
    secret: createHmac('sha256', accounts.settings.secret).update('payment-callbacks').digest('hex'),
  });
  // The webhook events' objects as the admin API presents them (decision 0052).
  const stripeTestMode = checkout.hostedPayments?.testMode ?? false;
  provideWebhookObject('order', (executor, id) => presentOrderForWebhook(executor, id, stripeTestMode));
  provideWebhookObject('stock', presentStockForWebhook);
  // What the process knew of an earlier API's subscriptions is not this database's (the API tests start one after
  // another in one process, decision 0071).
  subscriptionsChanged();
  const images = createImageProcessor({
    media,
    log,
    cacheDir: options.imageCacheDir,
    ...(options.imageCacheMaxBytes ? { cacheMaxBytes: options.imageCacheMaxBytes } : {}),
    onLookup: (hit) => countCacheLookup('image_renditions', hit),
  });
  registerFigure({
    name: 'hemma_image_cache_bytes',
    help: 'Bytes in the resized-image cache as this process knows it (largest across workers)',
    read: () => images.cacheFigures().bytes,
  });
  // The mail outbox's backlog (decision 0031): the same rows whichever process reads them, so the largest counts.
  registerFigure({
    name: 'hemma_mail_outbox_pending',
    help: 'Mails waiting in the outbox to be sent (incl. retries)',
    aggregate: 'max',
    read: async () => (await mailOutbox.backlog()).pending,
  });
  registerFigure({
    name: 'hemma_mail_outbox_failed',
    help: 'Mails the outbox gave up on after its last attempt',
    aggregate: 'max',
    read: async () => (await mailOutbox.backlog()).failed,
  });
  return {
    catalog,
    mailOutbox,
    hostedReconciliation: createHostedReconciliation(checkout),
    /** Finishes the refunds of edits whose process stopped before the provider answered (decision 0060, addendum 4). */
    editRefundRound: createEditRefundRound(payments),
    purges,
    /** Runs a cart or order call so that its statements get PostgreSQL's connections first (decision 0046). */
    inCheckoutLane: options.inCheckoutLane,
    /** Counts a lookup of the HTTP layer's compressed answers (http-caching.ts EncodedAnswers, issue 32). */
    countEncodedAnswer: (hit: boolean) => countCacheLookup('encoded_answers', hit),
    uploadDir: options.uploadDir ?? tmpdir(),
    catalogAdmin: createCatalogAdminContext(options.db, catalog, {
      media,
      maxUploadBytes: DEFAULT_MAX_UPLOAD_BYTES,
    }),
    checkout,
    payments,
    /** Returns under the right of withdrawal and the guest order page's access (decision 0054). */
    returns: createReturnsContext(payments, accounts),
    accounts,
    orderAdmin,
    customerAdmin: createCustomerAdminContext(accounts, orderAdmin, catalog),
    coupons: createCouponContext(checkout),
    shopSettings: createSettingsContext(options.db, catalog, log),
    dashboard: createDashboardContext(options.db, catalog.now),
    staff: createStaffContext(options.db, {
      secret: accounts.settings.secret,
      settings: options.staff,
      loginAttempts,
      apiKeyRequests: options.apiKeyRequests?.(createMemoryRequestCounter()),
      now: catalog.now,
    }),
    search: createSearchEngine(options.db, { resultCacheSize: catalog.settings.searchResultCacheSize }),
    lists: createListContext(options.db, accounts.now),
    newsletter: createNewsletterContext(
      checkout,
      {
        secret: accounts.settings.secret,
        attempts: loginAttempts,
        windowMs: accounts.settings.loginWindowMs,
      },
      options.newsletter,
    ),
    reviews: createReviewContext(checkout, options.reviews),
    /** The pictures /img/ serves and their store's start-up check. */
    pictures: createPictureContext(images, media),
    webhooks: createWebhookContext(options.db, { now: catalog.now, log, ...options.webhooks }),
  };
}

export type AppContext = ReturnType<typeof createAppContext>;
