import cluster from 'node:cluster';
import { cacheLookups, type PoolFigures, registeredFigures, searchIndexBuiltTime } from '@hemma/api';
import client from 'prom-client';

/**
 * This process's Prometheus metrics (decision 0030): requests by route pattern, errors, the database pool, the
 * in-process caches' lookups, the search index's age and any figure the API registers (registerFigure in @hemma/api,
 * e.g. the mail outbox's backlog). With HEMMA_WORKERS > 1 a worker asked for /metrics has the primary gather every
 * worker's registry (prom-client's AggregatorRegistry), so one scrape sees the whole machine.
 */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

const registers = [registry];

/** One method, route and status's labels, made once, and the answers counted since the last collection. */
interface Answered {
  readonly counted: { method: string; route: string; status: string };
  readonly timed: Timed;
  since: number;
}
/** By method, route pattern and status: bounded as the labels are (never a raw URL). */
const answeredBy = new Map<string, Map<string, Map<number, Answered>>>();
const answeredSince = new Set<Answered>();

/** The bounds of the answer-time histogram's buckets, in seconds. */
const DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * One method and route's answer times since the process started, as the histogram shows them: how many fell in each
 * bucket (the last one: above every bound), their sum and count. Kept here per answer and handed to prom-client when
 * /metrics is read (issue 32: prom-client's observe made a label hash, a closure and two objects per answer).
 */
interface Timed {
  readonly labels: { method: string; route: string };
  readonly buckets: Float64Array;
  sum: number;
  count: number;
}
const timings = new Map<object, Timed>();

/** A series of prom-client's histogram, as `zero` makes it (one per label set, in the metric's `hashMap`). */
interface HistogramSeries {
  labels: object;
  bucketValues: Record<number, number>;
  sum: number;
  count: number;
}

const requests = new client.Counter({
  name: 'hemma_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers,
  // The answers are counted per labels as they come and added here, when read (issue 32: prom-client's label
  // lookup once per labels and scrape instead of once per answer).
  collect() {
    for (const answered of answeredSince) {
      this.inc(answered.counted, answered.since);
      answered.since = 0;
    }
    answeredSince.clear();
  },
});
const errors = new client.Counter({
  name: 'hemma_http_errors_total',
  help: 'HTTP answers with a 5xx status, by route pattern',
  labelNames: ['route'] as const,
  registers,
});
new client.Histogram({
  name: 'hemma_http_request_duration_seconds',
  help: 'Time from request to answer, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: DURATION_BUCKETS,
  registers,
  // The series are made anew from the times kept per answer (`Timed`): zeroed per label set, then filled in.
  collect() {
    this.reset();
    for (const timed of timings.values()) this.zero(timed.labels);
    const { hashMap } = this as unknown as { hashMap: Record<string, HistogramSeries> };
    for (const series of Object.values(hashMap)) {
      const timed = timings.get(series.labels);
      if (!timed) continue;
      DURATION_BUCKETS.forEach((bound, i) => (series.bucketValues[bound] = timed.buckets[i]!));
      series.sum = timed.sum;
      series.count = timed.count;
    }
  },
});

new client.Gauge({
  name: 'hemma_processes',
  help: 'Processes serving (one per worker; summed across workers)',
  registers,
  collect() {
    this.set(1);
  },
});

new client.Counter({
  name: 'hemma_cache_lookups_total',
  help: 'Lookups of the in-process caches (search_results, list_pages, listing_records, encoded_answers) by result',
  labelNames: ['cache', 'result'] as const,
  registers,
  collect() {
    this.reset();
    for (const { cache, hits, misses } of cacheLookups()) {
      this.inc({ cache, result: 'hit' }, hits);
      this.inc({ cache, result: 'miss' }, misses);
    }
  },
});

new client.Gauge({
  name: 'hemma_search_index_age_seconds',
  help: "Seconds since this process's search index was built (largest across workers)",
  aggregator: 'max',
  registers,
  collect() {
    const builtAt = searchIndexBuiltTime();
    this.reset();
    if (builtAt !== null) this.set((Date.now() - builtAt) / 1000);
  },
});

let readPool: (() => PoolFigures) | undefined;
new client.Gauge({
  name: 'hemma_db_pool_connections',
  help: 'PostgreSQL pool: connections open (total), idle, queries waiting, and the configured max',
  labelNames: ['state'] as const,
  registers,
  collect() {
    this.reset();
    const pool = readPool?.();
    if (pool) for (const [state, value] of Object.entries(pool)) this.set({ state }, value);
  },
});

/** Reports this database pool in hemma_db_pool_connections (PostgreSQL; SQLite has none). */
export function watchPool(pool: (() => PoolFigures) | undefined): void {
  readPool = pool;
}

let readRenders: (() => { running: number; waiting: number }) | undefined;
new client.Gauge({
  name: 'hemma_page_renders',
  help: 'Storefront pages being rendered (running) and waiting for their turn (waiting; decision 0043)',
  labelNames: ['state'] as const,
  aggregator: 'sum',
  registers,
  collect() {
    this.reset();
    const renders = readRenders?.();
    if (renders) for (const [state, value] of Object.entries(renders)) this.set({ state }, value);
  },
});

/** Reports the storefront's render gate in hemma_page_renders. */
export function watchRenders(renders: () => { running: number; waiting: number }): void {
  readRenders = renders;
}

/** Counts one answered request. `route` is the route pattern (never the raw URL: bounded label values). */
export function observeRequest(method: string, route: string, status: number, seconds: number): void {
  const answered = answeredFor(method, route, status);
  if (answered.since++ === 0) answeredSince.add(answered);
  const { timed } = answered;
  let bucket = 0;
  while (bucket < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[bucket]!) bucket++;
  timed.buckets[bucket]!++;
  timed.sum += seconds;
  timed.count++;
  if (status >= 500) errors.inc({ route });
}

function answeredFor(method: string, route: string, status: number): Answered {
  let routes = answeredBy.get(method);
  if (!routes) answeredBy.set(method, (routes = new Map()));
  let statuses = routes.get(route);
  if (!statuses) routes.set(route, (statuses = new Map()));
  let answered = statuses.get(status);
  if (!answered) {
    // The statuses of one method and route share its times.
    const timed = statuses.values().next().value?.timed ?? timedFor(method, route);
    answered = { counted: { method, route, status: String(status) }, timed, since: 0 };
    statuses.set(status, answered);
  }
  return answered;
}

function timedFor(method: string, route: string): Timed {
  const labels = { method, route };
  const timed = { labels, buckets: new Float64Array(DURATION_BUCKETS.length + 1), sum: 0, count: 0 };
  timings.set(labels, timed);
  return timed;
}

/**
 * Counts a request whose client went away before it was answered, as 499 (client closed request): no answer was sent,
 * so it has no duration and is no server error.
 */
export function countAbandonedRequest(method: string, route: string): void {
  requests.inc({ method, route, status: '499' });
}

/** Gauges for figures registered since the last scrape (registerFigure in @hemma/api). */
function syncFigures(): void {
  for (const figure of registeredFigures()) {
    if (registry.getSingleMetric(figure.name)) continue;
    new client.Gauge({
      name: figure.name,
      help: figure.help,
      aggregator: figure.aggregate ?? 'max',
      registers,
      async collect() {
        this.set(await figure.read());
      },
    });
  }
}

const REQUEST = 'hemma:metrics-request';
const ANSWER = 'hemma:metrics-answer';
type Answer = { type: typeof ANSWER; id: number; text?: string; error?: string };
let nextId = 0;
const waiting = new Map<number, (answer: Answer) => void>();

/** The metrics text a scrape answers with: this process's, or with workers every worker's, summed. */
export async function metricsText(): Promise<string> {
  syncFigures();
  if (!cluster.isWorker || !process.send) return registry.metrics();
  const id = nextId++;
  const answer = await new Promise<Answer>((resolve) => {
    const timer = setTimeout(() => resolve({ type: ANSWER, id, error: 'the primary did not answer' }), 6000);
    waiting.set(id, (a) => {
      clearTimeout(timer);
      resolve(a);
    });
    process.send!({ type: REQUEST, id });
  });
  waiting.delete(id);
  if (answer.error !== undefined || answer.text === undefined) throw new Error(answer.error);
  return answer.text;
}

export const metricsContentType = registry.contentType;

/** In a worker: answers the primary's collection requests and receives gathered texts. */
export function joinClusterMetrics(): void {
  if (!cluster.isWorker) return;
  // Before prom-client's own listener (listeners run in order): figures registered since are in this collection.
  process.on('message', (message: { type?: string }) => {
    if (message?.type === 'prom-client:getMetricsReq') syncFigures();
  });
  client.AggregatorRegistry.setRegistries([registry]);
  new client.AggregatorRegistry();
  process.on('message', (message: Answer) => {
    if (message?.type === ANSWER) waiting.get(message.id)?.(message);
  });
}

/** In the primary: gathers every worker's metrics for the worker that was asked. */
export function gatherClusterMetrics(): void {
  const aggregator = new client.AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== REQUEST) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text }),
      (error: Error) => worker.send({ type: ANSWER, id: message.id, error: error.message }),
    );
  });
}
