import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable, type Transform } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createNonce, inlineHashes, type PageSources, usePagePolicy } from '@hemma/api';
import type { ApiClient } from '@hemma/api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { compressBody, preferredEncoding } from '@hemma/api';
import { type CachedPages, createCachedPages, type Rendered } from './cached-pages.ts';
import { watchRenders } from './metrics.ts';
import type { PageCache } from './page-cache.ts';
import { createRenderCapture, type RenderCapture } from './render-capture.ts';
import { sendBusyPage } from './busy-page.ts';
import { createRenderGate, RenderQueueFull, RenderWaitAborted } from './render-gate.ts';

/** Documents and data answers are compressed on the way out; anything else React Router sends goes as it is. */
const COMPRESSIBLE_PAGE = /^(text\/|application\/(json|javascript|xml))/;

/** Headers that describe a body we re-encode, or the connection: not copied from React Router's Response. */
const HOP_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection']);

/**
 * Aborted when the client goes away before its answer is complete: the render stops there (entry.server.tsx) instead
 * of finishing a page nobody will read.
 */
function whileClientWaits(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  // A client whose connection closed before its request reached here: no 'close' event is to come.
  if (reply.request.raw.socket.destroyed) controller.abort();
  else
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
  return controller.signal;
}

const PAGE_BROTLI_WINDOW_BITS = 18;

/**
 * The compressor's output buffer: a page's pass of React's writing (the whole page, for most) comes out compressed as
 * one piece and goes to the socket in one write; the 16 kB default cut a category page's 20 kB in two.
 */
const PAGE_ENCODER_CHUNK = 64 * 1024;

/** A streaming compressor for what the client accepts (brotli, else gzip), each chunk flushed as it comes. */
function streamEncoder(accept: string | undefined): { encoding: 'br' | 'gzip'; stream: Transform } | null {
  const encoding = preferredEncoding(accept);
  if (encoding === 'br')
    return {
      encoding: 'br',
      stream: createBrotliCompress({
        flush: zlibConstants.BROTLI_OPERATION_FLUSH,
        chunkSize: PAGE_ENCODER_CHUNK,
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
          // A 256 kB window holds a whole page (the largest is ~130 kB): as small as before, and each stream's
          // encoder takes ~1 MB instead of the default 4 MB window's ~8 MB — with a hundred pages being streamed
          // at once that was most of the server's memory (issue 17).
          [zlibConstants.BROTLI_PARAM_LGWIN]: PAGE_BROTLI_WINDOW_BITS,
        },
      }),
    };
  if (encoding === 'gzip')
    return {
      encoding: 'gzip',
      stream: createGzip({ level: 6, flush: zlibConstants.Z_SYNC_FLUSH, chunkSize: PAGE_ENCODER_CHUNK }),
    };
  return null;
}

/**
 * The document through its compressor. Piped by hand rather than with `stream.pipeline`, which makes an
 * AbortController per call and aborts it when done — a DOMException with its stack trace for every page (issue 32).
 * As there: an error of the document ends the compressed stream with it (Fastify then cuts the answer off), and a
 * compressed stream closed early (the client went away) stops reading the document.
 */
function compressed(body: Readable, encoder: Transform): Transform {
  body.on('error', (error) => encoder.destroy(error));
  encoder.once('close', () => {
    if (!body.readableEnded) body.destroy();
  });
  return body.pipe(encoder);
}

function toWebRequest(request: FastifyRequest, signal?: AbortSignal): Request {
  const url = `${request.protocol}://${request.host}${request.url}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    ...(signal ? { signal } : {}),
    ...(hasBody ? { body: Readable.toWeb(request.body as Readable) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

/**
 * Serves the built storefront: hashed assets from build/client (precompressed, cached for a year) and every other
 * path through React Router's server rendering, with an API client per store view in the load context. Pages the
 * cache keeps are sent whole with a content length; the others are streamed as React writes them; both with a
 * charset and brotli or gzip.
 */
export async function registerStorefront(
  app: FastifyInstance,
  options: {
    buildDir: string;
    /**
     * `clientAddress`: the shopper a page's action calls the API for (the API's throttles count clients);
     * `capture`: the render for the page cache whose answers' surrogate keys the client reports (decision 0031).
     */
    apiFor: (storeCode: string, clientAddress?: string, capture?: RenderCapture) => ApiClient;
    /** Pages the same for every guest are kept here and purged by tag (decision 0031); absent: none are kept. */
    pageCache?: PageCache;
    /** Receives the page cache's front (purges, stats) once it exists. */
    onCachedPages?: (pages: CachedPages | null) => void;
    /** Milliseconds of rendering one turn of the event loop may hold (decision 0043); 0 or absent: no gate. */
    renderBudgetMs?: number;
    /** Pages that may wait for their turn at once; more are answered 503 (decision 0043). 0 or absent: no bound. */
    renderQueueMax?: number;
  },
): Promise<void> {
  const serverEntry = join(options.buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) {
    throw new Error(
      `The storefront is not built (${serverEntry} is missing). Run \`npm run build\` or \`npm start\`.`,
    );
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');
  const gate = createRenderGate(options.renderBudgetMs ?? 0, { maxWaiting: options.renderQueueMax ?? 0 });
  watchRenders(gate.figures);

  // Hashed build output: served from disk as it is now (wildcard), precompressed, cached for a year.
  await app.register(fastifyStatic, {
    root: join(options.buildDir, 'client', 'assets'),
    prefix: '/assets/',
    preCompressed: true,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
  });
  // The fixed pages among them (the offline page): allowed their own inline style and script, by hash.
  const fixedPages = new Map<string, PageSources>();
  const fixedPage = (path: string) => {
    let sources = fixedPages.get(path);
    if (!sources) fixedPages.set(path, (sources = inlineHashes(readFileSync(path, 'utf8'))));
    return sources;
  };
  // Other files at the top of build/client (icons, robots.txt ...): the ones present at start, cached an hour.
  await app.register(fastifyStatic, {
    root: join(options.buildDir, 'client'),
    prefix: '/',
    wildcard: false,
    decorateReply: false,
    preCompressed: true,
    index: false,
    globIgnore: ['assets/**'],
    cacheControl: false,
    // The service worker must be checked on every visit, or a new build would reach shoppers only an hour later.
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.endsWith('service-worker.js') ? 'no-cache' : 'public, max-age=3600');
      // The path is the precompressed variant's when one is sent; the page's own text is hashed.
      const file = path.replace(/\.(br|gz)$/, '');
      if (file.endsWith('.html')) usePagePolicy(reply, 'static', fixedPage(file));
    },
  });

  await app.register(async (pages) => {
    // Form posts reach React Router's actions untouched.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    /**
     * Renders a document to its end, for the page cache. React and React Router write inline scripts (hydration data,
     * module loading, scroll restoration): they carry this render's nonce, which the page's Content-Security-Policy
     * allows (entry.server.tsx, 0024). A document that did not come out whole (its render was stopped, or a part of it
     * failed and was left for the browser) counts as failed: it is sent, never kept.
     */
    const renderDocument = async (webRequest: Request): Promise<Rendered> => {
      const nonce = createNonce();
      const document = { whole: false };
      const capture = createRenderCapture();
      const apiFor = (storeCode: string) => options.apiFor(storeCode, undefined, capture);
      const value = await gate.run(async () => {
        const response = await handle(webRequest, { apiFor, nonce, document });
        return { response, body: response.body ? Buffer.from(await response.arrayBuffer()) : null };
      });
      const html = (value.response.headers.get('content-type') ?? '').startsWith('text/html');
      return {
        ...value,
        nonce,
        tags: [...capture.tags],
        failed: capture.failed || (html && !document.whole),
      };
    };

    /** Status and headers of a rendered document; its content type. */
    const head = (reply: FastifyReply, response: Response, nonce: string): string => {
      reply.code(response.status);
      for (const [name, value] of response.headers) {
        if (!HOP_HEADERS.has(name)) reply.header(name, value);
      }
      const type = response.headers.get('content-type') ?? '';
      if (type.startsWith('text/html')) {
        usePagePolicy(reply, 'storefront', { nonce });
        if (!response.headers.has('cache-control')) reply.header('cache-control', 'private, no-cache');
        if (!type.includes('charset')) reply.header('content-type', `${type}; charset=utf-8`);
      }
      return type;
    };

    const send = async (request: FastifyRequest, reply: FastifyReply, rendered: Rendered) => {
      const { response, body } = rendered;
      const type = head(reply, response, rendered.nonce);
      if (!body) return reply.send();
      const encoded = await compressBody(body, type, request.headers['accept-encoding']);
      if (encoded.encoding)
        reply.header('content-encoding', encoded.encoding).header('vary', 'Accept-Encoding');
      return reply.send(encoded.body);
    };

    /**
     * Renders a page that is not kept (a personal page, or the cache is off) straight to the client: the document is
     * sent, compressed, as React writes it, and the render stops when the client goes away.
     */
    const stream = async (request: FastifyRequest, reply: FastifyReply) => {
      const nonce = createNonce();
      const signal = whileClientWaits(reply);
      // A form post runs a route's action for this shopper: its API calls carry the shopper's address.
      const apiFor =
        request.method === 'GET' || request.method === 'HEAD'
          ? options.apiFor
          : (storeCode: string) => options.apiFor(storeCode, request.ip);
      let response: Response;
      try {
        response = await gate.run(() => handle(toWebRequest(request, signal), { apiFor, nonce }), signal);
      } catch (error) {
        // Nobody is left to answer; 499 (client closed request) in the log and metrics, not a server error.
        if (error instanceof RenderWaitAborted)
          return reply.code(499).header('cache-control', 'no-store').send();
        throw error;
      }
      const type = head(reply, response, nonce);
      if (!response.body) return reply.send();
      const body = Readable.fromWeb(response.body as NodeReadableStream);
      const encoder = COMPRESSIBLE_PAGE.test(type) ? streamEncoder(request.headers['accept-encoding']) : null;
      if (!encoder) return reply.send(body);
      reply.header('content-encoding', encoder.encoding).header('vary', 'Accept-Encoding');
      return reply.send(compressed(body, encoder.stream));
    };

    const cached = options.pageCache ? createCachedPages(options.pageCache, renderDocument, pages.log) : null;
    options.onCachedPages?.(cached);
    const render = async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        if (cached) {
          const served = await cached.serve(request, reply);
          if (served === 'sent') return reply;
          if (served) return await send(request, reply, served);
        }
        return await stream(request, reply);
      } catch (error) {
        // More pages wait than the process renders in seconds: this one is turned away at once (a kept page, even
        // past its time, is still served from the cache above without waiting). Counted as 503 in the metrics.
        if (error instanceof RenderQueueFull) return sendBusyPage(request, reply);
        throw error;
      }
    };
    pages.get('/*', render);
    pages.post('/*', render);
  });
}
