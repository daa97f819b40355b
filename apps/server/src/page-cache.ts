import { createHash } from 'node:crypto';
import type { InlineHashes } from '@hemma/api';

/** A rendered page kept for every guest who asks the same URL in the same language (decision 0031). */
export interface CachedPage {
  key: string;
  /** The URL it was rendered for: enough to render it again without a request. */
  url: string;
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** Encoded variants, made on first demand and kept with the page. */
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
  etag: string;
  /**
   * The hashes of the inline scripts and style elements its render wrote, which every copy's policy allows instead of
   * a nonce: a nonce sent to every guest for the page's life would be known to all of them (decisions 0024, 0031).
   */
  inline: InlineHashes;
  tags: string[];
  renderedAt: number;
  /** A change touched something the page shows: it is not served again until rendered anew. */
  purged: boolean;
}

/**
 * A second level shared by the nodes (Redis, decision 0032; `redis/shared-pages.ts`). `clock` is the shared purge
 * count before a render, `get` answers only pages no later purge touched; every call copes with Redis being away.
 */
export interface SharedPages {
  clock(): Promise<number | null>;
  get(key: string): Promise<CachedPage | null>;
  put(page: CachedPage, clock: number): void;
  markPurged(tags: readonly string[]): void;
}

export interface PageCacheOptions {
  maxBytes: number;
  /** The nodes' shared level behind this one (REDIS_URL); none by default. */
  shared?: SharedPages | undefined;
  /** How long a page is fresh. */
  ttlMs: number;
  /** How long after that it may still be served while it is rendered anew in the background. */
  staleMs: number;
  now?: () => number;
}

export type Freshness = 'fresh' | 'stale' | 'purged' | 'expired';

export const ALL_PAGES = 'all';

export function pageEtag(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/**
 * The pages kept in this process: bounded by bytes (least recently used go first), indexed by the surrogate keys of
 * the answers each was rendered from, so a purge touches exactly the pages that show what changed.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly byTag = new Map<string, Set<string>>();
  private bytes = 0;
  private readonly now: () => number;
  /** Counts purges; a render remembers the count it started at (see `purgedSince`). */
  private purges = 0;
  private readonly recentPurges: { seq: number; tags: readonly string[] }[] = [];
  /** `shared`: misses answered by the shared level instead of a render. */
  readonly stats = { hits: 0, stale: 0, misses: 0, purged: 0, evicted: 0, shared: 0 };

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get shared(): SharedPages | undefined {
    return this.options.shared;
  }

  get size(): number {
    return this.pages.size;
  }

  get storedBytes(): number {
    return this.bytes;
  }

  /** The page and how it may be used; a look makes it the most recently used. */
  get(key: string): { page: CachedPage; freshness: Freshness } | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    this.pages.delete(key);
    this.pages.set(key, page);
    const age = this.now() - page.renderedAt;
    const freshness: Freshness = page.purged
      ? 'purged'
      : age < this.options.ttlMs
        ? 'fresh'
        : age < this.options.ttlMs + this.options.staleMs
          ? 'stale'
          : 'expired';
    return { page, freshness };
  }

  set(page: CachedPage): void {
    this.delete(page.key);
    const size = sizeOf(page);
    if (size > this.options.maxBytes / 4) return;
    this.pages.set(page.key, page);
    this.bytes += size;
    for (const tag of page.tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(page.key);
    }
    for (const key of this.pages.keys()) {
      if (this.bytes <= this.options.maxBytes) break;
      if (key === page.key) continue;
      this.delete(key);
      this.stats.evicted += 1;
    }
  }

  /** Keeps an encoded variant with its page, counted in the bound. */
  addEncoding(page: CachedPage, encoding: 'br' | 'gzip', body: Buffer): void {
    if (this.pages.get(page.key) !== page || page.encoded[encoding]) return;
    page.encoded[encoding] = body;
    this.bytes += body.length;
  }

  delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= sizeOf(page);
    for (const tag of page.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }

  /** The purge count now: a render started now is outdated by any later purge of its keys. */
  get purgeSeq(): number {
    return this.purges;
  }

  /**
   * Whether a purge after `seq` touched one of `tags`: a page whose render began before it may show the old state,
   * so it is kept as purged. Purges older than the last 256 count as touching everything.
   */
  purgedSince(seq: number, tags: readonly string[]): boolean {
    if (seq === this.purges) return false;
    const oldest = this.recentPurges[0]?.seq ?? this.purges;
    if (seq < oldest - 1) return true;
    return this.recentPurges.some(
      (purge) =>
        purge.seq > seq && (purge.tags.includes(ALL_PAGES) || purge.tags.some((t) => tags.includes(t))),
    );
  }

  /** Marks every page tagged with one of `tags` (all of them for `all`) as purged; the most recently used first. */
  purge(tags: readonly string[]): CachedPage[] {
    this.purges += 1;
    this.recentPurges.push({ seq: this.purges, tags: [...tags] });
    if (this.recentPurges.length > 256) this.recentPurges.shift();
    const keys = new Set<string>();
    if (tags.includes(ALL_PAGES)) for (const key of this.pages.keys()) keys.add(key);
    else for (const tag of tags) for (const key of this.byTag.get(tag) ?? []) keys.add(key);
    const purged = [...this.pages.values()].reverse().filter((page) => keys.has(page.key) && !page.purged);
    for (const page of purged) page.purged = true;
    this.stats.purged += purged.length;
    return purged;
  }
}

function sizeOf(page: CachedPage): number {
  return (
    page.body.length +
    (page.encoded.br?.length ?? 0) +
    (page.encoded.gzip?.length ?? 0) +
    page.url.length * 2 +
    page.tags.join(' ').length * 2 +
    (page.inline.scriptHashes.length + page.inline.styleHashes.length) * 104 +
    512
  );
}
