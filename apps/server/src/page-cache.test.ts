import { describe, expect, it } from 'vitest';
import { type CachedPage, PageCache, pageEtag } from './page-cache.ts';

function page(key: string, tags: string[], bytes = 1_000): CachedPage {
  const body = Buffer.alloc(bytes, 'a');
  return {
    key,
    url: key,
    status: 200,
    headers: [],
    body,
    encoded: {},
    etag: pageEtag(body),
    inline: { scriptHashes: [], styleHashes: [] },
    tags,
    renderedAt: 0,
    purged: false,
  };
}

describe('PageCache', () => {
  it('stays within its bytes, letting the least recently used pages go', () => {
    const cache = new PageCache({ maxBytes: 12_000, ttlMs: 1_000, staleMs: 1_000, now: () => 0 });
    for (let i = 0; i < 5; i++) cache.set(page(`/p${i}`, []));
    cache.get('/p0');
    for (let i = 5; i < 8; i++) cache.set(page(`/p${i}`, []));
    expect(cache.storedBytes).toBeLessThanOrEqual(12_000);
    expect(cache.get('/p0')).toBeDefined();
    expect(cache.get('/p1')).toBeUndefined();
    expect(cache.stats.evicted).toBeGreaterThan(0);
    // A page too big for a quarter of the cache is not kept at all.
    cache.set(page('/huge', [], 5_000));
    expect(cache.get('/huge')).toBeUndefined();
  });

  it('purges exactly the pages tagged with what changed, or all of them', () => {
    const cache = new PageCache({ maxBytes: 100_000, ttlMs: 1_000, staleMs: 1_000, now: () => 0 });
    cache.set(page('/c/soffor', ['c:12', 'p:A', 'p:B']));
    cache.set(page('/p/a', ['p:A']));
    cache.set(page('/p/c', ['p:C']));
    expect(cache.purge(['p:A']).map((p) => p.key)).toEqual(['/p/a', '/c/soffor']);
    expect(cache.get('/p/a')?.freshness).toBe('purged');
    expect(cache.get('/p/c')?.freshness).toBe('fresh');
    expect(cache.purge(['p:A'])).toEqual([]);
    expect(cache.purge(['all']).map((p) => p.key)).toEqual(['/p/c']);
  });

  it('tells fresh from stale from expired by age', () => {
    let now = 0;
    const cache = new PageCache({ maxBytes: 100_000, ttlMs: 1_000, staleMs: 5_000, now: () => now });
    cache.set(page('/', []));
    expect(cache.get('/')?.freshness).toBe('fresh');
    now = 2_000;
    expect(cache.get('/')?.freshness).toBe('stale');
    now = 7_000;
    expect(cache.get('/')?.freshness).toBe('expired');
  });
});

describe('PageCache.purgedSince', () => {
  it('says whether a purge after a render began touched what the page shows', () => {
    const cache = new PageCache({ maxBytes: 100_000, ttlMs: 1_000, staleMs: 1_000, now: () => 0 });
    const started = cache.purgeSeq;
    expect(cache.purgedSince(started, ['p:A'])).toBe(false);
    cache.purge(['p:B']);
    expect(cache.purgedSince(started, ['p:A'])).toBe(false);
    expect(cache.purgedSince(started, ['p:B', 'c:1'])).toBe(true);
    const later = cache.purgeSeq;
    cache.purge(['all']);
    expect(cache.purgedSince(later, ['p:A'])).toBe(true);
  });
});
