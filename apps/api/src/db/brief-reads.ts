/**
 * How long a process keeps what an owner edits a few times a year (decision 0072): a save here is seen at once, a save
 * in another process after at most this long.
 */
export const OWNER_EDITS_FRESH_MS = 2_000;

export interface BriefReads<Handle extends object, T> {
  read(handle: Handle, key: string, load: () => Promise<T>): Promise<T>;
  /**
   * Something was written here (called once the write's statement has run): what was kept before is forgotten, and
   * nothing read in the next `freshMs` is kept, while the write's transaction may still be committing.
   */
  written(): void;
}

interface Kept<T> {
  until: number;
  generation: number;
  value: Promise<T>;
}

/**
 * Reads of a few rows that every cart call or order needs and that an owner changes a few times a year (the checkout
 * settings, the mail texts: decision 0072), kept for `freshMs` per database handle and key. Concurrent misses share
 * one read.
 *
 * A write in this process, through any handle (a transaction's too), forgets everything kept, and nothing is kept for
 * `freshMs` after it: a read that began before the write's transaction committed cannot put the old rows back. Other
 * processes see a change after at most `freshMs`.
 */
export function briefReads<Handle extends object, T>(
  freshMs: number,
  now: () => number = Date.now,
): BriefReads<Handle, T> {
  // Per handle, so that two databases in one process (tests) never answer each other's rows.
  const byHandle = new WeakMap<Handle, Map<string, Kept<T>>>();
  let generation = 0;
  let writtenAt = -Infinity;
  return {
    read(handle, key, load) {
      const at = now();
      let kept = byHandle.get(handle);
      const entry = kept?.get(key);
      if (entry && entry.generation === generation && entry.until > at) return entry.value;
      const value = load();
      if (at - writtenAt >= freshMs) {
        if (!kept) byHandle.set(handle, (kept = new Map()));
        const entries = kept;
        entries.set(key, { until: at + freshMs, generation, value });
        // A failed read is not kept: the next caller tries again.
        value.catch(() => {
          if (entries.get(key)?.value === value) entries.delete(key);
        });
      }
      return value;
    },
    written() {
      generation += 1;
      writtenAt = now();
    },
  };
}
