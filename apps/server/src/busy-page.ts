import { inlineHashes, type PageSources, usePagePolicy } from '@hemma/api';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Seconds a shopper turned away by a full render queue waits before the page asks again (Retry-After, refresh). */
export const BUSY_RETRY_S = 5;

const TEXTS: Record<string, { lang: string; title: string; body: string }> = {
  '': {
    lang: 'sv',
    title: 'Många besöker Hemma just nu',
    body: 'Sidan laddas igen av sig själv om några sekunder.',
  },
  en: {
    lang: 'en',
    title: 'Hemma is very busy right now',
    body: 'The page will load again by itself in a few seconds.',
  },
  de: {
    lang: 'de',
    title: 'Gerade ist bei Hemma sehr viel los',
    body: 'Die Seite lädt sich in wenigen Sekunden von selbst neu.',
  },
  it: {
    lang: 'it',
    title: 'In questo momento Hemma ha molte visite',
    body: 'La pagina si ricaricherà da sola tra pochi secondi.',
  },
};

const pages = new Map<string, { html: string; sources: PageSources }>();
for (const [store, text] of Object.entries(TEXTS)) {
  const html =
    `<!DOCTYPE html><html lang="${text.lang}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta http-equiv="refresh" content="${BUSY_RETRY_S}"><title>${text.title}</title>` +
    '<style>body{font:1.125rem/1.5 system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1.5rem;' +
    'color:#2b2a27;background:#f8f6f1}h1{font-size:1.5rem;font-weight:500}</style></head>' +
    `<body><h1>${text.title}</h1><p>${text.body}</p></body></html>`;
  pages.set(store, { html, sources: inlineHashes(html) });
}

/**
 * The answer to a page request the render queue had no room for (decision 0043): 503 with Retry-After, never kept by
 * a cache, in the language of the store view the URL names, and a page that asks again by itself.
 */
export function sendBusyPage(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const store = new URL(request.url, 'http://shop').pathname.split('/')[1] ?? '';
  const page = pages.get(store) ?? pages.get('')!;
  usePagePolicy(reply, 'static', page.sources);
  return reply
    .code(503)
    .header('retry-after', String(BUSY_RETRY_S))
    .header('cache-control', 'no-store')
    .header('content-type', 'text/html; charset=utf-8')
    .send(page.html);
}
