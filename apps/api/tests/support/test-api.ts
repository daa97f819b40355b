import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.ts';
import { apiPlugin, type ApiOptions } from '../../src/http/api-plugin.ts';
import { parseTrustProxy } from '../../src/http/trust-proxy.ts';
import { answerClientError } from '../../src/http/client-errors.ts';
import { createFileOutbox } from '../../src/modules/mail/mail-transport.ts';
import { registerSecurityHeaders } from '../../src/http/security-headers.ts';
import type { CatalogSettings } from '../../src/use-cases/reference/catalog-context.ts';
import type { ReviewSettings } from '../../src/use-cases/reviews/review-context.ts';
import { loggingDatabase, type LoggedStatement } from './statement-log.ts';

export interface TestApi {
  baseUrl: string;
  handle: DatabaseHandle;
  imagesDir: string;
  /** Where uploads are written while they come in (ApiOptions.uploadDir). */
  uploadDir: string;
  /** Where the test API's mail lands (read it with readOutbox). */
  outboxDir: string;
  get<T = unknown>(
    path: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: { code: number; result: T } }>;
  post<T = unknown>(
    path: string,
    body: unknown,
  ): Promise<{ status: number; body: { code: number; result: T } }>;
}

/**
 * A fresh PostgreSQL database on the server DATABASE_URL points at, dropped afterwards: empty, or a copy of
 * `template` (a database nobody is connected to).
 */
export async function createPostgresDatabase(
  baseUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `hemma_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * Starts the API over real HTTP on a random port, on a copy of the run's migrated and seeded database (decision
 * 0071): a temporary SQLite file, or a new PostgreSQL database when DATABASE_URL is set. Everything is removed after
 * the suite.
 */
export function useTestApi(
  options: {
    now?: () => Date;
    catalog?: Partial<CatalogSettings>;
    reviews?: Partial<ReviewSettings>;
    auth?: ApiOptions['auth'];
    staff?: ApiOptions['staff'];
    checkout?: ApiOptions['checkout'];
    /**
     * HEMMA_TRUST_PROXY as the server reads it (e.g. '127.0.0.1': the test client is the proxy, so throttling tests can
     * send from several addresses with X-Forwarded-For). Unset: the header is ignored, as on a shop by default.
     */
    trustProxy?: string;
    /** The mail outbox worker's settings (pollMs 0: it sends only when a request kicks it). */
    mailOutbox?: ApiOptions['mailOutbox'];
    /** Hears the API's cache purges (decision 0031), as the host's page cache does. */
    purges?: ApiOptions['purges'];
    /** Build the search index before the port opens, as the server does. */
    searchIndexBeforeReady?: boolean;
    /**
     * PostNord's Service Points API (decision 0048): the tests point it at a fake PostNord, whose address is known
     * once its own beforeAll ran (so: a function, asked when the API starts).
     */
    postnord?: () => ApiOptions['postnord'];
    /** Stripe (decision 0050), pointed at the tests' fake Stripe once its address is known. */
    stripe?: () => ApiOptions['stripe'];
    /** Receives the API's log lines (JSON, warnings and errors) instead of silence. */
    logLines?: string[];
    /** false: a new, empty shop (migrated only, no demo shop). */
    seed?: boolean;
    /** Receives the kind of every statement the API sends to the database (e.g. `SelectQueryNode`), to count them. */
    statements?: string[];
    /** True while an edit's process is to stop right after its commit (ApiOptions.stopAfterEditCommit). */
    stopAfterEditCommit?: () => boolean;
    /** Receives every statement's SQL and whether it was sent in a transaction (statement-log.ts). */
    statementLog?: LoggedStatement[];
  } = {},
): TestApi {
  const api = {} as TestApi;
  const dir = mkdtempSync(join(tmpdir(), 'hemma-api-test-'));
  let cleanup: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    // A copy of the run's migrated (and seeded) database, made by the api project's globalSetup
    // (template-databases.ts).
    const template = inject('templateDatabases')[options.seed === false ? 'empty' : 'seeded'];
    const sqlitePath = join(dir, 'hemma.sqlite');
    let databaseUrl: string | undefined;
    if (process.env.DATABASE_URL) {
      const database = await createPostgresDatabase(process.env.DATABASE_URL, template);
      databaseUrl = database.url;
      cleanup.push(database.drop);
    } else {
      copyFileSync(template, sqlitePath);
    }
    const handle = openDatabase({ databaseUrl, sqlitePath });
    cleanup.unshift(handle.close);
    const imagesDir = join(dir, 'images');
    const logLines = options.logLines;
    const app = Fastify({
      logger: logLines
        ? { level: 'warn', stream: { write: (line: string) => void logLines.push(line) } }
        : false,
      trustProxy: parseTrustProxy(options.trustProxy),
      clientErrorHandler: answerClientError,
    });
    // As the host does (apps/server): every answer carries the security headers.
    registerSecurityHeaders(app);
    const { statements, statementLog } = options;
    await app.register(apiPlugin, {
      db: statements || statementLog ? loggingDatabase(handle.db, statements, statementLog) : handle.db,
      inCheckoutLane: handle.inCheckoutLane,
      imagesDir,
      imageCacheDir: join(dir, 'cache'),
      uploadDir: join(dir, 'uploads'),
      mail: createFileOutbox(join(dir, 'outbox'), 'Hemma <order@hemma.example>'),
      // Every answer of every API test is checked against its schema in @hemma/contract.
      validateResponses: true,
      ...(options.now ? { now: options.now } : {}),
      ...(options.catalog ? { catalog: options.catalog } : {}),
      ...(options.reviews ? { reviews: options.reviews } : {}),
      ...(options.auth ? { auth: options.auth } : {}),
      ...(options.staff ? { staff: options.staff } : {}),
      ...(options.mailOutbox ? { mailOutbox: options.mailOutbox } : {}),
      ...(options.purges ? { purges: options.purges } : {}),
      ...(options.checkout ? { checkout: options.checkout } : {}),
      ...(options.postnord ? { postnord: options.postnord() } : {}),
      ...(options.stripe ? { stripe: options.stripe() } : {}),
      ...(options.stopAfterEditCommit ? { stopAfterEditCommit: options.stopAfterEditCommit } : {}),
      searchIndexBeforeReady: options.searchIndexBeforeReady ?? false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    cleanup.unshift(() => app.close());
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    Object.assign(api, {
      baseUrl: `http://127.0.0.1:${address.port}`,
      handle,
      imagesDir,
      uploadDir: join(dir, 'uploads'),
      outboxDir: join(dir, 'outbox'),
      async get(path: string, headers: Record<string, string> = {}) {
        const response = await fetch(`${api.baseUrl}${path}`, { headers });
        return { status: response.status, body: await response.json() };
      },
      async post(path: string, body: unknown) {
        const response = await fetch(`${api.baseUrl}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        });
        return { status: response.status, body: await response.json() };
      },
    });
  });

  afterAll(async () => {
    for (const step of cleanup) await step();
    cleanup = [];
    rmSync(dir, { recursive: true, force: true });
  });

  return api;
}
