import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The bytes of the resized-image cache folder, bounded (decision 0030): each process keeps the files it knows in
 * least-recently-used order and, when the total passes maxBytes, deletes the least recently used until it is under
 * 90 % of it. At start it learns what the folder holds (oldest modification first). Several processes sharing the
 * folder each bound what they see; a file another one deleted is simply rendered again.
 */
export function createRenditionCache(options: { dir: string; maxBytes: number }) {
  const files = new Map<string, number>();
  let total = 0;
  let evicting: Promise<void> | null = null;

  function forget(file: string): void {
    const size = files.get(file);
    if (size === undefined) return;
    total -= size;
    files.delete(file);
  }

  function remember(file: string, size: number): void {
    forget(file);
    files.set(file, size);
    total += size;
  }

  async function evict(): Promise<void> {
    const target = options.maxBytes * 0.9;
    for (const [file] of files) {
      if (total <= target) break;
      forget(file);
      await rm(file, { force: true });
    }
  }

  function evictIfFull(): Promise<void> {
    if (total <= options.maxBytes || evicting) return evicting ?? Promise.resolve();
    evicting = evict().finally(() => (evicting = null));
    return evicting;
  }

  const scanned = (async () => {
    const found: { file: string; size: number; mtime: number }[] = [];
    const entries = await readdir(options.dir, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
      const file = join(entry.parentPath, entry.name);
      const info = await stat(file).catch(() => null);
      if (info) found.push({ file, size: info.size, mtime: info.mtimeMs });
    }
    found.sort((a, b) => a.mtime - b.mtime);
    // Files touched since the scan started are newer than anything found, and keep their place.
    const seen = new Map(files);
    files.clear();
    total = 0;
    for (const { file, size } of found) if (!seen.has(file)) remember(file, size);
    for (const [file, size] of seen) remember(file, size);
    await evictIfFull();
  })();

  return {
    /** Resolves once the folder's existing files are known (tests; serving never waits for it). */
    ready: () => scanned,
    /** A cached file was read: it becomes the most recently used. */
    used(file: string): void {
      const size = files.get(file);
      if (size !== undefined) remember(file, size);
    },
    /** A rendition was written; evicts the least recently used ones when the cache is over its size. */
    async added(file: string, size: number): Promise<void> {
      remember(file, size);
      await evictIfFull();
    },
    /** A file that vanished (another process evicted it). */
    forget,
    figures: () => ({ files: files.size, bytes: total, maxBytes: options.maxBytes }),
  };
}

export type RenditionCache = ReturnType<typeof createRenditionCache>;
