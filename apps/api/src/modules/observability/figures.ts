/**
 * Operational figures of this process, read by the host's /metrics (decision 0030): lookups of the in-process caches
 * (hits and misses by cache), when the search index was last built, and gauges any part can register (the mail
 * outbox's backlog, a shared cache's state). Plain counters, no metrics library: the API stays free of how the host
 * exports them. Process-wide on purpose — one process serves one shop.
 */

export interface CacheLookups {
  cache: string;
  hits: number;
  misses: number;
}

/** How one process's figures of a gauge combine across worker processes: summed, or the largest. */
export type FigureAggregate = 'sum' | 'max';

export interface Figure {
  /** Prometheus name, e.g. hemma_mail_outbox_backlog. */
  name: string;
  help: string;
  aggregate?: FigureAggregate;
  read(): number | Promise<number>;
}

const lookups = new Map<string, CacheLookups>();
const figures = new Map<string, Figure>();
let searchIndexBuiltAt: number | null = null;

/** Counts one lookup of a named cache. */
export function countCacheLookup(cache: string, hit: boolean, count = 1): void {
  let entry = lookups.get(cache);
  if (!entry) lookups.set(cache, (entry = { cache, hits: 0, misses: 0 }));
  if (hit) entry.hits += count;
  else entry.misses += count;
}

export function cacheLookups(): CacheLookups[] {
  return [...lookups.values()].map((entry) => ({ ...entry }));
}

export function noteSearchIndexBuilt(at = Date.now()): void {
  searchIndexBuiltAt = at;
}

/** When this process's current search index was built (ms since the epoch), or null before the first search. */
export function searchIndexBuiltTime(): number | null {
  return searchIndexBuiltAt;
}

/** Registers (or replaces, by name) a gauge read at every scrape. */
export function registerFigure(figure: Figure): void {
  if (!/^[a-zA-Z_:][a-zA-Z0-9_:]*$/.test(figure.name)) throw new Error(`Bad metric name: ${figure.name}`);
  figures.set(figure.name, figure);
}

export function registeredFigures(): Figure[] {
  return [...figures.values()];
}
