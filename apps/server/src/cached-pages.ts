import {
  compressBody,
  countCacheLookup,
  preferredEncoding,
  renderedInlineHashes,
  usePagePolicy,
} from '@hemma/api';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { ALL_PAGES, type CachedPage, type PageCache, pageEtag } from './page-cache.ts';
import { RenderQueueFull } from './render-gate.ts';

/**
 * One render of a document: the response, its bytes, the nonce its scripts carry (a page sent to one client goes with
 * it; a kept page is allowed by the hashes of the elements that carry it) and what its API calls said.
 */
export interface Rendered {
  response: Response;
  body: Buffer | null;
  nonce: string;
  tags: string[];
  failed: boolean;
}

/**
 * Pages that are about one shopper's own business: never kept, whatever their HTML looks like. The newsletter's pages
 * are opened from mails with a token in the URL: a kept copy per token would only keep tokens.
 */
const PERSONAL_PAGES =
  /(^|\/)(checkout|cart|my-account|login|register|reset-password|order-success|wishlist|compare|offline|newsletter)(\/|$)/;

/** What shared caches may do with a kept page: as with public API answers, a minute fresh, five more stale. */
const PUBLIC_PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** Pages renewed at once after a purge, most recently used first; the rest wait for their next request. */
const EAGER_RENDERS = 16;
const HOP_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'set-cookie',
]);

interface PageAddress {
  key: string;
  origin: string;
  url: string;
}

/**
 * The address of a page that is the same for every guest, or null: a GET without credentials, not a personal page.
 * The key is the origin (multistore mode tells store views by host) and the URL, which names the store view and so
 * the language (decision 0029): no cookie changes a page.
 */
function addressOf(request: FastifyRequest): PageAddress | null {
  if (request.method !== 'GET' || request.headers.authorization !== undefined) return null;
  const url = request.url;
  if (PERSONAL_PAGES.test(url.split('?')[0] ?? '')) return null;
  const origin = `${request.protocol}://${request.host}`;
  return { key: `${origin}|${url}`, origin, url };
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  return (ifNoneMatch ?? '').split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}

/**
 * The full-page cache in front of the server render (decision 0031): serves a kept page to every guest asking its
 * URL, with a policy allowing its inline scripts and style by hash, its ETag (304s), surrogate keys and encodings;
 * renders a missing page once however many ask at the same time; serves a page past its time while it is rendered
 * anew; and after a purge renders the page before serving it again (the most used at once, in the background), so a
 * change is never followed by its old page.
 */
export function createCachedPages(
  cache: PageCache,
  renderDocument: (request: Request) => Promise<Rendered>,
  log: FastifyBaseLogger,
) {
  type Outcome =
    { page: CachedPage; rendered?: undefined; shared?: boolean } | { page: null; rendered: Rendered };
  const inflight = new Map<string, { seq: number; running: Promise<Outcome> }>();
  const shared = cache.shared;

  /** The page as another node rendered it (decision 0032), when no purge since touched it here or anywhere. */
  async function fromShared(address: PageAddress, seq: number): Promise<CachedPage | null> {
    const kept = await shared?.get(address.key);
    if (!kept || cache.purgedSince(seq, kept.tags)) return null;
    cache.set(kept);
    cache.stats.shared += 1;
    return kept;
  }

  /**
   * Renders the page and keeps it, or joins the render of it in progress — unless a purge came after that one
   * began: it may show what the purge was about, so a new render starts. With a shared level, a page another node
   * kept is taken instead of a render, and a page rendered here is shared.
   */
  function renderInto(address: PageAddress): Promise<Outcome> {
    const current = inflight.get(address.key);
    if (current && current.seq === cache.purgeSeq) return current.running;
    const seq = cache.purgeSeq;
    const running = (async (): Promise<Outcome> => {
      const kept = shared ? await fromShared(address, seq) : null;
      if (kept) return { page: kept, shared: true };
      const clock = shared ? await shared.clock() : null;
      const rendered = await renderDocument(new Request(address.origin + address.url));
      const { response, body } = rendered;
      const cacheable =
        response.status === 200 &&
        body !== null &&
        !rendered.failed &&
        !response.headers.has('set-cookie') &&
        (response.headers.get('content-type') ?? '').startsWith('text/html');
      if (!cacheable) {
        cache.delete(address.key);
        return { page: null, rendered };
      }
      const page: CachedPage = {
        key: address.key,
        url: address.url,
        status: response.status,
        headers: [...response.headers].filter(([name]) => !HOP_HEADERS.has(name)),
        body,
        encoded: {},
        etag: pageEtag(body),
        inline: renderedInlineHashes(body.toString('utf8'), rendered.nonce),
        tags: [...new Set(rendered.tags)],
        renderedAt: Date.now(),
        purged: false,
      };
      // A change during the render: serve this one to those who waited, but do not keep it as fresh.
      page.purged = cache.purgedSince(seq, page.tags);
      cache.set(page);
      if (clock !== null && !page.purged) shared?.put(page, clock);
      return { page };
    })().finally(() => {
      if (inflight.get(address.key)?.running === running) inflight.delete(address.key);
    });
    inflight.set(address.key, { seq, running });
    return running;
  }

  /** A renewal the render queue had no room for is left to the next request (the kept page serves meanwhile). */
  const renewalFailed = (url: string) => (error: unknown) => {
    if (!(error instanceof RenderQueueFull)) log.error({ err: error }, `Page cache: renewing ${url}`);
  };

  function renewInBackground(address: PageAddress): void {
    renderInto(address).catch(renewalFailed(address.url));
  }

  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    page: CachedPage,
    state: string,
  ): Promise<void> {
    reply.code(page.status);
    for (const [name, value] of page.headers) reply.header(name, value);
    // Every copy of the page goes out with the same bytes: its inline elements are allowed by hash, and the nonce its
    // render wrote into them is in no policy, so knowing it grants nothing.
    usePagePolicy(reply, 'storefront', page.inline);
    const keys = page.tags.join(' ');
    reply
      .header('cache-control', PUBLIC_PAGE)
      .header('vary', 'Accept-Encoding')
      .header('etag', page.etag)
      .header('x-hemma-cache', state);
    if (keys.length > 0 && keys.length < 8_000)
      reply.header('surrogate-key', keys).header('cache-tag', page.tags.join(','));
    if (matches(request.headers['if-none-match'], page.etag)) {
      await reply.code(304).send();
      return;
    }
    const wanted = preferredEncoding(request.headers['accept-encoding']);
    let body = page.body;
    if (wanted) {
      let encoded = page.encoded[wanted];
      if (!encoded) {
        const result = await compressBody(page.body, 'text/html', wanted);
        if (result.encoding === wanted) cache.addEncoding(page, wanted, (encoded = result.body));
      }
      if (encoded) {
        body = encoded;
        reply.header('content-encoding', wanted);
      }
    }
    await reply.send(body);
  }

  return {
    /**
     * Answers a page request from the cache: 'sent' when it did, a render to send when the page could not be kept
     * (rendered once for this request), or null when the request is not one the cache serves.
     */
    async serve(request: FastifyRequest, reply: FastifyReply): Promise<'sent' | Rendered | null> {
      const address = addressOf(request);
      if (!address) return null;
      const found = cache.get(address.key);
      if (found?.freshness === 'fresh') {
        cache.stats.hits += 1;
        countCacheLookup('pages', true);
        await sendPage(request, reply, found.page, 'HIT');
        return 'sent';
      }
      if (found?.freshness === 'stale') {
        cache.stats.stale += 1;
        countCacheLookup('pages', true);
        renewInBackground(address);
        await sendPage(request, reply, found.page, 'STALE');
        return 'sent';
      }
      cache.stats.misses += 1;
      countCacheLookup('pages', false);
      const outcome = await renderInto(address);
      if (!outcome.page) return outcome.rendered;
      await sendPage(request, reply, outcome.page, outcome.shared ? 'SHARED' : 'MISS');
      return 'sent';
    },

    /**
     * Purges the pages tagged with `tags` (`all`: every page) and renews the most used of them at once. `elsewhere`: a
     * purge another node made and marked in the shared level already; others are marked there too.
     */
    purge(tags: readonly string[], source: 'here' | 'elsewhere' = 'here'): number {
      const keys = tags.length > 0 ? tags : [ALL_PAGES];
      if (source === 'here') shared?.markPurged(keys);
      const purged = cache.purge(keys);
      const eager = purged.slice(0, EAGER_RENDERS);
      void (async () => {
        for (const page of eager) {
          const origin = page.key.slice(0, page.key.indexOf('|'));
          await renderInto({ key: page.key, origin, url: page.url }).catch(renewalFailed(page.url));
        }
      })();
      return purged.length;
    },

    stats: () => ({ ...cache.stats, pages: cache.size, bytes: cache.storedBytes }),
  };
}

export type CachedPages = ReturnType<typeof createCachedPages>;
