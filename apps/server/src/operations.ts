import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { databaseReadiness, type DatabaseHandle } from '@hemma/api';
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import {
  countAbandonedRequest,
  joinClusterMetrics,
  metricsContentType,
  metricsText,
  observeRequest,
  watchPool,
} from './metrics.ts';

/**
 * What every process kind serves for operations (decision 0030): /healthz (the process answers), /readyz (what it
 * needs answers: the database with every migration run, the API for a storefront-only process, and whatever else is
 * registered — Redis, when configured), /metrics for Prometheus, request ids and one JSON log line per request.
 * A failing optional check (Redis: the node serves on its own without it, decision 0032) makes the answer "degraded"
 * but still 200, so a load balancer keeps a node that can sell.
 */

export interface CheckResult {
  ok: boolean;
  detail?: string;
}
export type ReadinessCheck = () => Promise<CheckResult>;

const checks = new Map<string, { check: ReadinessCheck; optional: boolean }>();
const CHECK_TIMEOUT_MS = 2000;

/**
 * Adds (or replaces) a check /readyz runs; a check that throws or takes over 2 s fails readiness — or, when
 * `optional`, makes the process "degraded" (ready: it serves without that part).
 */
export function registerReadinessCheck(
  name: string,
  check: ReadinessCheck,
  options: { optional?: boolean } = {},
): void {
  checks.set(name, { check, optional: options.optional ?? false });
}

/** Database readiness and pool metrics for a process that opened the shop's database. */
export function watchDatabase(database: DatabaseHandle): void {
  registerReadinessCheck('database', () => databaseReadiness(database));
  watchPool(database.pool);
}

/** A storefront-only process is ready when the API it renders from is. */
export function watchApi(apiUrl: string): void {
  registerReadinessCheck('api', async () => {
    const response = await fetch(new URL('/readyz', apiUrl), {
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    return { ok: response.ok, detail: `${apiUrl} answered ${response.status}` };
  });
}

async function runCheck(check: ReadinessCheck): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, detail: 'no answer within 2 s' }), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check(), timeout]);
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

const REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * The ids this process makes: a random UUID's first 20 hex digits, made at start, and a count in the last 12 (from a
 * random start). 74 random bits tell processes apart, the count tells one process's requests apart; the form is a
 * UUID's, as before, at a fraction of a fresh random UUID's cost per request (issue 32).
 */
const idPrefix = randomUUID().slice(0, 24);
let idCount = Number.parseInt(randomUUID().slice(24, 36), 16);
const ID_COUNTS = 2 ** 48;

function nextRequestId(): string {
  idCount = (idCount + 1) % ID_COUNTS;
  return idPrefix + idCount.toString(16).padStart(12, '0');
}

/** Fastify options: a caller's X-Request-Id is kept when it is a plain token of ≤ 128 characters, else a UUID. */
export const requestIdOptions = {
  requestIdHeader: false as const,
  genReqId(request: IncomingMessage): string {
    const given = request.headers['x-request-id'];
    return typeof given === 'string' && REQUEST_ID.test(given) ? given : nextRequestId();
  },
};

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;
const FORWARDED = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * /metrics answers a bearer HEMMA_METRICS_TOKEN; without a token set, only a request made on this machine and not
 * relayed by a proxy (a proxy in front would otherwise make every visitor look local).
 */
function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const given = Buffer.from(request.headers.authorization ?? '');
    const wanted = Buffer.from(`Bearer ${token}`);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  }
  const local = LOOPBACK.test(request.raw.socket.remoteAddress ?? '');
  return local && !FORWARDED.some((name) => request.headers[name] !== undefined);
}

/** Whether the request's logger writes info lines (pino's check; a logger without one is taken to). */
function logsInfo(request: FastifyRequest): boolean {
  const log = request.log as { isLevelEnabled?: (level: string) => boolean };
  return log.isLevelEnabled?.('info') ?? true;
}

export interface OperationsOptions {
  /** One JSON line per answered request at info level (HEMMA_REQUEST_LOG). */
  requestLog: boolean;
  /** Bearer token for /metrics (HEMMA_METRICS_TOKEN); unset: this machine only. */
  metricsToken?: string | undefined;
}

/** Registers the operations routes and hooks on the root instance, before the API and the storefront. */
export function registerOperations(app: FastifyInstance, options: OperationsOptions): void {
  joinClusterMetrics();
  // Callback hooks rather than async ones: no promise per request (issue 32).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // The metrics and the log line of an answer, by a hook each route gets with its pattern when it is added, and for
  // requests no route matched (issue 32: Fastify's `request.routeOptions` makes an object of a dozen fields per read).
  const answered = (request: FastifyRequest, reply: FastifyReply, route: string) => {
    observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    // The line's fields are made only when it is written: a process logging at warn makes none (issue 32).
    if (options.requestLog && logsInfo(request))
      request.log.info(
        {
          method: request.method,
          path: request.url.split('?')[0],
          route,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
          // The storefront's calls of the API in the same process (Fastify's inject), not a client's request.
          ...('_lightMyRequest' in request.raw ? { internal: true } : {}),
        },
        'request',
      );
  };
  app.addHook('onRoute', (routeOptions) => {
    const route = routeOptions.url;
    const hook: onResponseHookHandler = (request, reply, done) => {
      answered(request, reply, route);
      done();
    };
    const given = routeOptions.onResponse;
    routeOptions.onResponse =
      given === undefined ? [hook] : [hook, ...(Array.isArray(given) ? given : [given])];
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) answered(request, reply, 'unmatched');
    done();
  });
  // A client that hangs up before its answer (a page waiting for its turn to render, decision 0043) gets none, so the
  // hook above never runs for it.
  app.addHook('onRequestAbort', async (request) => {
    const route = request.routeOptions.url ?? 'unmatched';
    countAbandonedRequest(request.method, route);
    if (options.requestLog)
      request.log.info(
        { method: request.method, path: request.url.split('?')[0], route, status: 499 },
        'request',
      );
  });
  const noStore = { 'cache-control': 'no-store' };
  app.get('/healthz', async (_request, reply) => reply.headers(noStore).send({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const names = [...checks.keys()];
    const results = await Promise.all(names.map((name) => runCheck(checks.get(name)!.check)));
    const failed = names.filter((_, i) => !results[i]!.ok);
    const ready = failed.every((name) => checks.get(name)!.optional);
    return reply
      .code(ready ? 200 : 503)
      .headers(noStore)
      .send({
        status: !ready ? 'not ready' : failed.length > 0 ? 'degraded' : 'ready',
        checks: Object.fromEntries(names.map((name, i) => [name, results[i]])),
      });
  });
  app.get('/metrics', async (request, reply) => {
    if (!mayReadMetrics(request, options.metricsToken))
      return reply.code(403).headers(noStore).send({ status: 'forbidden' });
    return reply.headers({ ...noStore, 'content-type': metricsContentType }).send(await metricsText());
  });
}
