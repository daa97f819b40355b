import { join } from 'node:path';
import { createApiClient, type ApiClient } from '@hemma/api-client';
import { apiPlugin, createMailTransport, migrateToLatest, openDatabase } from '@hemma/api';
import Fastify, { LogController } from 'fastify';
import { loadAuthSecret } from './auth-secret.ts';
import { loadEnv } from './env.ts';
import { createInProcessFetch } from './in-process-fetch.ts';
import { registerStorefront } from './storefront.ts';

/** The host process: API and server-rendered storefront on one port by default (HEMMA_SERVE picks one). */
async function main(): Promise<void> {
  const env = loadEnv();
  const app = Fastify({
    logger: { level: env.LOG_LEVEL },
    // One line per request is noise at shop traffic; errors are still logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: true,
  });
  let closeDatabase: (() => Promise<void>) | undefined;

  if (env.HEMMA_SERVE !== 'storefront') {
    const database = openDatabase({
      databaseUrl: env.DATABASE_URL,
      sqlitePath: join(env.HEMMA_DATA_DIR, 'hemma.sqlite'),
    });
    closeDatabase = database.close;
    await migrateToLatest(database);
    await app.register(apiPlugin, {
      db: database.db,
      imagesDir: join(env.HEMMA_DATA_DIR, 'images'),
      imageCacheDir: join(env.HEMMA_DATA_DIR, 'cache', 'img'),
      mail: createMailTransport({
        from: env.MAIL_FROM,
        smtpUrl: env.SMTP_URL,
        outboxDir: env.MAIL_OUTBOX_DIR ?? join(env.HEMMA_DATA_DIR, 'outbox'),
      }),
      checkout: { shopUrl: env.SHOP_URL ?? `http://localhost:${env.PORT}` },
      auth: { secret: loadAuthSecret(env) },
      reviews: { autoApprove: env.HEMMA_REVIEWS_AUTO_APPROVE },
    });
  }
  if (env.HEMMA_SERVE !== 'api') {
    const fetch = env.HEMMA_SERVE === 'storefront' ? undefined : createInProcessFetch(app);
    const baseUrl = env.HEMMA_SERVE === 'storefront' ? env.HEMMA_API_URL! : 'http://in-process';
    const clients = new Map<string, ApiClient>();
    const apiFor = (storeCode: string): ApiClient => {
      let client = clients.get(storeCode);
      if (!client) {
        client = createApiClient({ baseUrl, storeCode, ...(fetch ? { fetch } : {}) });
        clients.set(storeCode, client);
      }
      return client;
    };
    await registerStorefront(app, {
      buildDir: join(env.repositoryRoot, 'apps', 'storefront', 'build'),
      apiFor,
    });
  }

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    await closeDatabase?.();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  console.log(`\n  Hemma is ready at http://localhost:${port}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
