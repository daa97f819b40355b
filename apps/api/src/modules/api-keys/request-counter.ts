/**
 * Counts requests per subject in fixed windows (decision 0051: API keys are throttled per key). `hit` counts one and
 * answers how many the subject made in the current window, this one included, and when that window ends.
 */
export interface RequestCounter {
  hit(subject: string, windowMs: number, nowMs: number): Promise<{ count: number; resetAtMs: number }>;
}

/** Makes the counter from the per-process one (the default, and the fallback of a shared one such as Redis). */
export type RequestCounterFactory = (memory: RequestCounter) => RequestCounter;

/**
 * The per-process counter: a map of windows, pruned as windows end. With several API processes each counts its own
 * share; the host shares the count through Redis when REDIS_URL is set (apps/server/src/redis/request-counter.ts).
 */
export function createMemoryRequestCounter(): RequestCounter {
  const windows = new Map<string, { startMs: number; count: number }>();
  let prunedAt = 0;
  return {
    async hit(subject, windowMs, nowMs) {
      const startMs = nowMs - (nowMs % windowMs);
      if (nowMs - prunedAt > windowMs) {
        for (const [key, window] of windows) if (window.startMs < startMs) windows.delete(key);
        prunedAt = nowMs;
      }
      const current = windows.get(subject);
      const window = current && current.startMs === startMs ? current : { startMs, count: 0 };
      window.count += 1;
      windows.set(subject, window);
      return { count: window.count, resetAtMs: startMs + windowMs };
    },
  };
}
