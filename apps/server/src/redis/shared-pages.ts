import { createHash } from 'node:crypto';
import type { InlineHashes } from '@hemma/api';
import { ALL_PAGES, type SharedPages } from '../page-cache.ts';
import type { RedisLink } from './link.ts';

interface Header {
  key: string;
  url: string;
  status: number;
  headers: [string, string][];
  etag: string;
  /** Absent in a page a node stored before kept pages were allowed by hash (it had a nonce): not used. */
  inline?: InlineHashes;
  tags: string[];
  renderedAt: number;
  clock: number;
}

const PURGE_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
for i = 2, #KEYS do redis.call('SET', KEYS[i], count, 'PX', ARGV[1]) end
return count`;

/**
 * The page cache's second level, shared by the nodes (decision 0032): a page one node rendered is served by the
 * others without rendering it again. Each page expires with its time to live plus its stale time. Purges are exact
 * without clocks: a purge increments a counter and marks its keys with the new count, a render notes the count before
 * it starts, and a kept page is used only when none of its keys was marked after that.
 */
export function sharedPages(link: RedisLink, options: { lifetimeMs: number; maxBytes: number }): SharedPages {
  const counter = `${link.prefix}pages:purges`;
  const pageKey = (key: string) => `${link.prefix}page:${createHash('sha1').update(key).digest('base64url')}`;
  const mark = (tag: string) => `${link.prefix}pages:purged:${tag}`;
  // A mark outlives every page kept before it.
  const markLifetimeMs = options.lifetimeMs + 60_000;

  return {
    async clock() {
      if (!link.up()) return null;
      try {
        return Number((await link.commands.get(counter)) ?? 0);
      } catch {
        return null;
      }
    },

    async get(key) {
      if (!link.up()) return null;
      try {
        const stored = await link.commands.getBuffer(pageKey(key));
        if (!stored || stored.length < 4) return null;
        const headerLength = stored.readUInt32BE(0);
        const header = JSON.parse(stored.subarray(4, 4 + headerLength).toString('utf8')) as Header;
        if (header.key !== key || !header.inline) return null;
        const marks = await link.commands.mget(mark(ALL_PAGES), ...header.tags.map(mark));
        if (marks.some((m) => m !== null && Number(m) > header.clock)) return null;
        return {
          key,
          url: header.url,
          status: header.status,
          headers: header.headers,
          body: Buffer.from(stored.subarray(4 + headerLength)),
          encoded: {},
          etag: header.etag,
          inline: header.inline,
          tags: header.tags,
          renderedAt: header.renderedAt,
          purged: false,
        };
      } catch {
        return null;
      }
    },

    put(page, clock) {
      if (!link.up() || page.body.length > options.maxBytes) return;
      const header: Header = {
        key: page.key,
        url: page.url,
        status: page.status,
        headers: page.headers,
        etag: page.etag,
        inline: page.inline,
        tags: page.tags,
        renderedAt: page.renderedAt,
        clock,
      };
      const json = Buffer.from(JSON.stringify(header), 'utf8');
      const length = Buffer.alloc(4);
      length.writeUInt32BE(json.length, 0);
      const remainingMs = Math.max(1_000, page.renderedAt + options.lifetimeMs - Date.now());
      link.commands
        .set(pageKey(page.key), Buffer.concat([length, json, page.body]), 'PX', remainingMs)
        .catch(() => {});
    },

    markPurged(tags) {
      if (!link.up() || tags.length === 0) return;
      link.commands
        .eval(PURGE_SCRIPT, 1 + tags.length, counter, ...tags.map(mark), markLifetimeMs)
        .catch(() => {});
    },
  };
}
