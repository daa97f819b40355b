import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import { parseTrustProxy, readS3MediaEnv, type S3MediaSettings } from '@hemma/api';
import { z } from 'zod';

const repositoryRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where the server listens: this machine only by default; 0.0.0.0 (or an interface's address) to serve others. */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** postgres://… selects PostgreSQL; unset uses the SQLite file in the data folder. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  HEMMA_DATA_DIR: z.string().min(1).default(join(repositoryRoot, 'data')),
  /** all: API and storefront in one process; api or storefront: only that part. */
  HEMMA_SERVE: z.enum(['all', 'api', 'storefront']).default('all'),
  /** Where a storefront-only process finds the API. */
  HEMMA_API_URL: z.url().optional(),
  /** smtp:// or smtps:// URL of the mail server; unset writes each mail as an .eml file to MAIL_OUTBOX_DIR. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default('Hemma <order@hemma.example>'),
  /** Default: the outbox folder inside HEMMA_DATA_DIR. */
  MAIL_OUTBOX_DIR: z.string().min(1).optional(),
  /** The shop's public address, for links in e-mails. Default: http://localhost:PORT. */
  SHOP_URL: z.url().optional(),
  /** 1/true publishes product reviews at once; default: they wait for moderation. */
  HEMMA_REVIEWS_AUTO_APPROVE: z
    .enum(['', '0', '1', 'false', 'true'])
    .default('')
    .transform((v) => v === '1' || v === 'true'),
  /**
   * HMAC key of user tokens, shared by every API process. Unset: a random key kept in HEMMA_DATA_DIR/auth-secret,
   * which serves every process of one machine; several machines need this variable.
   */
  HEMMA_AUTH_SECRET: z
    .string()
    .min(32, 'must have at least 32 characters (e.g. `openssl rand -base64 48`)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** SPEC §9 'automatic offline order transmission': 0/false makes queued orders wait for the shopper's confirmation. */
  HEMMA_AUTO_TRANSMIT_ORDERS: z
    .enum(['', '0', '1', 'false', 'true'])
    .default('')
    .transform((v) => v !== '0' && v !== 'false'),
  /**
   * The full-page cache of guest pages (decision 0031): its size in MB in each process (0 turns it off) and how long a
   * page is fresh before it is served stale while rendered anew.
   */
  /**
   * EUR per SEK (decision 0035): the /de and /it store views price in euros from the SEK prices at this rate, each
   * unit price rounded to whole cents. Unset: the API's default, 0.087 (DEFAULT_EUR_PER_SEK).
   */
  HEMMA_RATE_EUR: z.coerce
    .number()
    .positive('must be EUR per SEK, e.g. 0.087')
    .max(10, 'must be EUR per SEK, e.g. 0.087')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  HEMMA_PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  HEMMA_PAGE_CACHE_TTL_S: z.coerce.number().int().min(1).max(86_400).default(60),
  /**
   * Milliseconds of page rendering one turn of the event loop may hold before the next pages wait for a later turn
   * (decision 0043), so connections and cheap requests are taken in between renders. 0: pages render where their
   * request is read.
   */
  HEMMA_RENDER_BUDGET_MS: z.coerce.number().int().min(0).max(1000).default(20),
  /**
   * Pages that may wait for their turn at once, per process; one more is answered 503 with Retry-After at once, in the
   * shopper's language (a kept page is served from the cache all the same). 0: no bound.
   */
  HEMMA_RENDER_QUEUE_MAX: z.coerce.number().int().min(0).max(100_000).default(200),
  /**
   * Processes serving the port (node:cluster): 1 by default, `auto` for one per CPU. They share the database and
   * keep their caches each (decisions 0009, 0011, 0017: a change reaches every process through the version row).
   */
  HEMMA_WORKERS: z
    .union([z.literal('auto'), z.coerce.number().int().min(1).max(64)])
    .default(1)
    .transform((v) => (v === 'auto' ? availableParallelism() : v)),
  /**
   * 1/true checks every API answer against its schema in @hemma/contract (a broken answer is a 500 naming the field).
   * For the browser journeys and development; it costs a parse per answer.
   */
  HEMMA_VALIDATE_RESPONSES: z
    .enum(['', '0', '1', 'false', 'true'])
    .default('')
    .transform((v) => v === '1' || v === 'true'),
  /**
   * Which proxies' X-Forwarded-For names the client (login throttling counts per client address): unset trusts none;
   * a hop count (1 for one proxy in front) or the proxies' addresses/CIDRs, comma-separated (decision 0024).
   */
  HEMMA_TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          message: (error as Error).message.replace(/^HEMMA_TRUST_PROXY: /, ''),
        });
        return z.NEVER;
      }
    }),
  /** 1/true accepts user tokens as ?token= (the SPEC's query mode) besides bearer headers; off by default. */
  HEMMA_TOKENS_IN_QUERY: z
    .enum(['', '0', '1', 'false', 'true'])
    .default('')
    .transform((v) => v === '1' || v === 'true'),
  /** The source pictures (uploads, seeded shots): a folder every node mounts (a shared volume). */
  HEMMA_MEDIA_DIR: z.string().min(1).optional(),
  /**
   * Decision 0053: the pictures (and their renditions) in an S3-compatible bucket instead of HEMMA_MEDIA_DIR. The
   * region is required with the bucket; the endpoint only for MinIO, R2 and the like (addressed path-style); without
   * the two keys the AWS SDK's default credential chain (environment, profile, instance or task role) is used.
   */
  HEMMA_MEDIA_S3_BUCKET: z.string().optional(),
  HEMMA_MEDIA_S3_REGION: z.string().optional(),
  HEMMA_MEDIA_S3_ENDPOINT: z.string().optional(),
  HEMMA_MEDIA_S3_ACCESS_KEY_ID: z.string().optional(),
  HEMMA_MEDIA_S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** The resized renditions: local to each node. */
  HEMMA_IMAGE_CACHE_DIR: z.string().min(1).optional(),
  /** Where uploads (catalogue files, pictures) are written while they come in: local to each node. */
  HEMMA_UPLOAD_DIR: z.string().min(1).optional(),
  /** Bound of the rendition cache in MiB; the least recently used renditions are deleted beyond it. */
  HEMMA_IMAGE_CACHE_MB: z.coerce.number().int().min(1).max(1_048_576).default(1024),
  /** PostgreSQL connections per process (each worker has its own pool). */
  HEMMA_DB_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  /** `1`: profile the PostgreSQL pool (waits, holds, statements) and log it on shutdown (issue 32; bench only). */
  HEMMA_DB_POOL_PROFILE: z.enum(['0', '1']).default('0'),
  /**
   * Bearer token that /metrics asks for (decision 0030). Unset: /metrics answers only requests made on this
   * machine that no proxy relayed.
   */
  HEMMA_METRICS_TOKEN: z
    .string()
    .min(16, 'must have at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** One JSON log line per request (at info; LOG_LEVEL filters). Default: on, except under a test runner. */
  HEMMA_REQUEST_LOG: z.enum(['', '0', '1', 'false', 'true']).default(''),
  /**
   * 1/true offers the payment sandboxes (card, Swish, invoice/part payment, labelled "testläge"; decision 0027), 0/false
   * hides them. Unset: on, except with NODE_ENV=production, where a shop without a real provider offers invoice and
   * cash on delivery only.
   */
  HEMMA_PAYMENT_SANDBOX: z
    .enum(['', '0', '1', 'false', 'true'])
    .default('')
    .transform((v) => (v === '' ? undefined : v === '1' || v === 'true')),
  /**
   * PostNord's Service Points API key (decision 0048): the pick-up points (ombud) near the shopper's postcode come from
   * PostNord, cached a day per postcode, with the seeded directory answering when PostNord takes over 2 s or fails.
   * Unset: the seeded directory of the demo shop (decision 0033).
   */
  HEMMA_POSTNORD_API_KEY: z
    .string()
    .optional()
    .transform((key) => key?.trim() || undefined),
  /** Base URL of PostNord's API. Unset: PostNord's own, https://api2.postnord.com (another: a fake PostNord). */
  HEMMA_POSTNORD_API_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Stripe's secret key (decision 0050): card, Klarna and Swish are paid on Stripe Checkout. `sk_test_…` marks them
   * "testläge"; a live key (`sk_live_…`, `rk_live_…`) hides the sandboxes. Unset: no Stripe methods.
   */
  HEMMA_STRIPE_SECRET_KEY: z
    .string()
    .optional()
    .transform((key) => key?.trim() || undefined)
    .refine((key) => !key || /^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/.test(key), {
      message: 'must be a Stripe secret or restricted key: sk_test_…, sk_live_…, rk_test_… or rk_live_…',
    }),
  /** The signing secret of the webhook endpoint (`whsec_…`), from Stripe's dashboard; required with the key. */
  HEMMA_STRIPE_WEBHOOK_SECRET: z
    .string()
    .optional()
    .transform((key) => key?.trim() || undefined),
  /** Base URL of Stripe's API. Unset: Stripe's own, https://api.stripe.com (another: a fake Stripe in tests). */
  HEMMA_STRIPE_API_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * redis:// or rediss:// URL (decision 0032): shared login throttling, a page cache shared by the nodes, purges and
   * catalogue changes on pub/sub, the mail outbox's wake-up. Unset: each node keeps these to itself, as before.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Prefix of Hemma's keys and channel in Redis, so several shops (or test runs) can share one server. */
  HEMMA_REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'letters, digits and : . - _ only (at most 64)')
    .default('hemma:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema> & {
  repositoryRoot: string;
  requestLog: boolean;
  /** The bucket of HEMMA_MEDIA_S3_* (decision 0053), or null: the pictures are in HEMMA_MEDIA_DIR. */
  mediaS3: S3MediaSettings | null;
};

/** Reads the environment once at boot; a bad value stops the process with a readable list. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const media = readS3MediaEnv(source);
  if (media.problems.length > 0)
    throw new Error(`Invalid environment:\n${media.problems.map((p) => `  - ${p}`).join('\n')}`);
  if (result.data.HEMMA_STRIPE_SECRET_KEY && !result.data.HEMMA_STRIPE_WEBHOOK_SECRET) {
    throw new Error(
      'Invalid environment:\n  - HEMMA_STRIPE_WEBHOOK_SECRET: required with HEMMA_STRIPE_SECRET_KEY (the webhook decides ' +
        "whether an order is paid): the endpoint's signing secret, whsec_…, from Stripe's dashboard",
    );
  }
  if (result.data.HEMMA_SERVE === 'storefront' && !result.data.HEMMA_API_URL) {
    throw new Error('Invalid environment:\n  - HEMMA_API_URL: required when HEMMA_SERVE=storefront');
  }
  const requestLog = result.data.HEMMA_REQUEST_LOG;
  const underTest = source.NODE_ENV === 'test' || source.VITEST !== undefined;
  return {
    ...result.data,
    requestLog: requestLog === '' ? !underTest : requestLog === '1' || requestLog === 'true',
    repositoryRoot,
    mediaS3: media.s3,
  };
}
