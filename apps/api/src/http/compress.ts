import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|x-turbo|x-script)|image\/svg)/;
const MIN_BYTES = 1024;
/**
 * Bodies up to this size are compressed on the event loop: a pass on libuv's pool costs twice the CPU of the pass
 * itself for an API answer of a few kB (a product's 5 kB: ~160 µs against ~85 µs, issue 32), and the loop is held
 * for well under a millisecond. Larger bodies (pages, long lists) still go to the pool.
 */
export const SYNC_MAX_BYTES = 16 * 1024;

/**
 * The smallest brotli window (10–22 bits, 1 kB–4 MB) that holds `bytes`: below 64 kB too, where a smaller window
 * compresses as well (the same size out) for a quarter less CPU on an answer of a kB or two (issue 32).
 */
export function windowBits(bytes: number): number {
  return Math.min(22, Math.max(10, Math.ceil(Math.log2(bytes + 16))));
}

/** The encoding to answer in for an Accept-Encoding header: brotli when accepted, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  return /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null;
}

/**
 * A first pass of a large answer that may never be asked again (a new search's 48 kB, issue 32) is made at brotli's
 * quality 1 / gzip's level 1: about a seventh of quality 5's CPU (48 kB: ~90 µs against ~650 µs), a third more
 * bytes (7.7 kB against 5.7 kB). Held on the event loop up to this size (a quarter of a millisecond); an answer
 * that is sent again gets its full pass then (`provisional`).
 */
export const FIRST_PASS_SYNC_MAX_BYTES = 128 * 1024;

/** A body as it is sent: compressed (`encoding`), or as it was. */
export interface Encoded {
  body: Buffer;
  encoding?: 'br' | 'gzip';
  /** A first pass of a large body (quality 1): a cache that sends it again should make the full pass. */
  provisional?: true;
}

/** Brotli's settings for a body: quality 5 (most of the gain at a few ms for a page), a window that holds it. */
function brotliOptions(body: Buffer, quality = 5) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      // The window covers the body and no more: the same bytes out, an encoder of a fraction of the default
      // 4 MB window's memory per answer being compressed (issue 17).
      [constants.BROTLI_PARAM_LGWIN]: windowBits(body.length),
    },
  };
}

/**
 * Compresses an answer for the client: brotli when accepted, else gzip; small or binary bodies are sent as they
 * are. The full pass (brotli quality 5, gzip level 6) of a body over SYNC_MAX_BYTES is made on libuv's pool and
 * answered as a promise; everything else is made on the event loop and answered at once. `first` asks for a first
 * pass: a large body then gets the fast one (see FIRST_PASS_SYNC_MAX_BYTES), marked `provisional`.
 */
export function compressAnswer(
  body: Buffer,
  contentType: string,
  acceptEncoding: string | undefined,
  first = false,
): Encoded | Promise<Encoded> {
  const encoding = preferredEncoding(acceptEncoding);
  if (body.length < MIN_BYTES || !COMPRESSIBLE.test(contentType) || !encoding) return { body };
  const br = encoding === 'br';
  if (body.length <= SYNC_MAX_BYTES)
    return {
      body: br ? brotliCompressSync(body, brotliOptions(body)) : gzipSync(body, { level: 6 }),
      encoding,
    };
  if (first) return fastPass(body, encoding, true);
  return (br ? brotli(body, brotliOptions(body)) : gzipAsync(body, { level: 6 })).then((out) => ({
    body: out,
    encoding,
  }));
}

/**
 * Compresses an answer that is sent once and never kept (a cart change's answer with the cart's totals, any call that
 * changes something; issue 32) with the fast pass, brotli quality 1 / gzip level 1, whatever its size: nothing would
 * ever send a fuller pass's bytes again. For a cart change's 1.7 kB answer about a third of quality 5's CPU (measured
 * in a loop: ~25 µs against ~75 µs) for 90 bytes more (672 against 582). On the event loop up to
 * FIRST_PASS_SYNC_MAX_BYTES, as a first pass is.
 */
export function compressOnce(
  body: Buffer,
  contentType: string,
  acceptEncoding: string | undefined,
): Encoded | Promise<Encoded> {
  const encoding = preferredEncoding(acceptEncoding);
  if (body.length < MIN_BYTES || !COMPRESSIBLE.test(contentType) || !encoding) return { body };
  return fastPass(body, encoding, false);
}

/** The fast pass (brotli quality 1 / gzip level 1): on the event loop up to FIRST_PASS_SYNC_MAX_BYTES, else the pool. */
function fastPass(body: Buffer, encoding: 'br' | 'gzip', provisional: boolean): Encoded | Promise<Encoded> {
  const br = encoding === 'br';
  const made = (out: Buffer): Encoded =>
    provisional ? { body: out, encoding, provisional } : { body: out, encoding };
  if (body.length > FIRST_PASS_SYNC_MAX_BYTES)
    return (br ? brotli(body, brotliOptions(body, 1)) : gzipAsync(body, { level: 1 })).then(made);
  return made(br ? brotliCompressSync(body, brotliOptions(body, 1)) : gzipSync(body, { level: 1 }));
}

/**
 * Compresses a dynamic response for the client with the full pass (pages, files): as `compressAnswer`, always a
 * promise.
 */
export async function compressBody(
  body: Buffer,
  contentType: string,
  acceptEncoding: string | undefined,
): Promise<Encoded> {
  return compressAnswer(body, contentType, acceptEncoding);
}
