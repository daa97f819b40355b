import type { PickupPoint } from './pickup-point-list.ts';
import { postcodeDigits, type PickupPointDirectory } from './pickup-points.ts';
import {
  POSTNORD_BY_IDS_PATH,
  POSTNORD_ID,
  POSTNORD_NEAREST_PATH,
  readServicePoints,
} from './postnord-service-points.ts';

/** PostNord's own API; HEMMA_POSTNORD_API_URL points elsewhere (the tests' fake PostNord). */
export const POSTNORD_API_URL = 'https://api2.postnord.com';
/** How long PostNord may take before the seeded directory answers instead (the 2 s). */
export const POSTNORD_TIMEOUT_MS = 2_000;
/** How long the points of a postcode are kept: a day. */
export const POSTNORD_CACHE_MS = 86_400_000;
/** The most points the route lets a shopper ask for: every postcode is asked once for this many. */
const POINTS_PER_POSTCODE = 20;
/** Bound of what a process keeps (postcodes and points): least recently stored go first. */
const MAX_KEPT = 10_000;

/**
 * Where answered points and postcodes are kept beside this process's memory: Redis when the host has it (decision
 * 0032), so every node knows a point any node answered. Its failures are the store's to swallow: a miss.
 */
export interface PickupPointStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, lifetimeMs: number): Promise<void>;
}

export interface PostnordSettings {
  apiKey: string;
  /** Base URL without a trailing slash; default PostNord's own. */
  apiUrl?: string;
  timeoutMs?: number;
  cacheMs?: number;
}

export interface PostnordDependencies {
  /** Answers when PostNord does not: the seeded directory. */
  fallback: PickupPointDirectory;
  log: { warn(message: string): void };
  store?: PickupPointStore;
  now?: () => number;
}

/** A bounded map whose entries expire. */
function memory<T>(lifetimeMs: number, now: () => number) {
  const entries = new Map<string, { value: T; until: number }>();
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key: string, value: T) {
      entries.delete(key);
      entries.set(key, { value, until: now() + lifetimeMs });
      if (entries.size > MAX_KEPT) entries.delete(entries.keys().next().value!);
    },
  };
}

/**
 * Pick-up points from PostNord's Service Points API (decision 0048). `nearest` asks PostNord once per postcode a
 * day (twenty points, sliced to the limit) and keeps every point it answered, so that `find` — which checks an
 * order's chosen point and copies it onto the order — knows it without asking again. A point nobody here answered
 * is asked of PostNord by id. PostNord slow (past the timeout), failing (4xx/5xx, a fault) or answering garbage:
 * the seeded directory answers and a warning says why; nothing of that is kept, so the next call asks again.
 */
export function createPostnordPickupPoints(
  settings: PostnordSettings,
  dependencies: PostnordDependencies,
): PickupPointDirectory {
  const baseUrl = (settings.apiUrl ?? POSTNORD_API_URL).replace(/\/+$/, '');
  const timeoutMs = settings.timeoutMs ?? POSTNORD_TIMEOUT_MS;
  const cacheMs = settings.cacheMs ?? POSTNORD_CACHE_MS;
  const { fallback, log, store } = dependencies;
  const now = dependencies.now ?? Date.now;
  const postcodes = memory<PickupPoint[]>(cacheMs, now);
  const points = memory<PickupPoint>(cacheMs, now);
  const asking = new Map<string, Promise<PickupPoint[]>>();

  const stored = async <T>(key: string): Promise<T | null> => {
    const value = await store?.get(key).catch(() => null);
    if (!value) return null;
    try {
      return JSON.parse(value) as T;
    } catch {
      return null;
    }
  };
  const keep = (key: string, value: unknown) =>
    void store?.set(key, JSON.stringify(value), cacheMs).catch(() => {});
  const remember = (answered: PickupPoint[]) => {
    for (const point of answered) {
      points.set(point.id, point);
      keep(`postnord:point:${point.id}`, point);
    }
  };

  /** One call to PostNord: its points, or an error whose message is the reason. */
  async function ask(path: string, query: Record<string, string>): Promise<PickupPoint[]> {
    const url = new URL(`${baseUrl}${path}`);
    for (const [name, value] of Object.entries({
      ...query,
      countryCode: 'SE',
      returnType: 'json',
      apikey: settings.apiKey,
    }))
      url.searchParams.set(name, value);
    let response: Response;
    let body: string;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      body = await response.text();
    } catch (error) {
      const name = (error as Error).name;
      throw new Error(
        name === 'TimeoutError' || name === 'AbortError'
          ? `no answer within ${timeoutMs} ms (timeout)`
          : `unreachable (${(error as Error).message})`,
        { cause: error },
      );
    }
    if (!response.ok) throw new Error(`HTTP ${response.status} (${JSON.stringify(body.slice(0, 120))})`);
    return readServicePoints(body);
  }

  async function fromPostnord(digits: string): Promise<PickupPoint[]> {
    const kept = postcodes.get(digits) ?? (await stored<PickupPoint[]>(`postnord:postcode:${digits}`));
    if (kept) {
      postcodes.set(digits, kept);
      return kept;
    }
    const answered = await ask(POSTNORD_NEAREST_PATH, {
      postalCode: digits,
      numberOfServicePoints: String(POINTS_PER_POSTCODE),
    });
    postcodes.set(digits, answered);
    keep(`postnord:postcode:${digits}`, answered);
    remember(answered);
    return answered;
  }

  return {
    async nearest(postcode, limit) {
      const digits = postcodeDigits(postcode);
      if (!digits) return [];
      let pending = asking.get(digits);
      if (!pending) {
        // Shoppers of one postcode at the same moment share one call.
        pending = fromPostnord(digits).finally(() => asking.delete(digits));
        asking.set(digits, pending);
      }
      try {
        return (await pending).slice(0, limit);
      } catch (error) {
        log.warn(
          `PostNord service points for ${digits}: ${(error as Error).message}; the seeded directory answers`,
        );
        return fallback.nearest(postcode, limit);
      }
    },

    async find(id) {
      const known = points.get(id) ?? (await stored<PickupPoint>(`postnord:point:${id}`));
      if (known) return known;
      // A point of the seeded directory, answered while PostNord was away.
      const seeded = await fallback.find(id);
      if (seeded || !POSTNORD_ID.test(id)) return seeded;
      try {
        const [point] = await ask(POSTNORD_BY_IDS_PATH, { ids: id });
        if (!point || point.id !== id) return null;
        remember([point]);
        return point;
      } catch (error) {
        log.warn(`PostNord service point ${id}: ${(error as Error).message}`);
        throw new PickupPointsUnavailable(id);
      }
    },
  };
}

/** `find` could not ask PostNord about a point it does not know: the order cannot say where the parcel goes. */
export class PickupPointsUnavailable extends Error {
  constructor(readonly id: string) {
    super(`PostNord does not answer about pick-up point ${id} now`);
    this.name = 'PickupPointsUnavailable';
  }
}
