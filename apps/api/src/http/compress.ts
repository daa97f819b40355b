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

/** Brotli's settings for a body: quality 5 (most of the gain at a few ms for a page), a window that holds it. */
function brotliOptions(body: Buffer) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      // The window covers the body and no more: the same bytes out, an encoder of a fraction of the default
      // 4 MB window's memory per answer being compressed (issue 17).
      [constants.BROTLI_PARAM_LGWIN]: windowBits(body.length),
    },
  };
}

/**
 * Compresses a dynamic response for the client: brotli when accepted, else gzip; small or binary bodies are sent as
 * they are. Bodies over SYNC_MAX_BYTES are compressed on libuv's pool, off the event loop.
 */
export async function compressBody(
  body: Buffer,
  contentType: string,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer; encoding?: 'br' | 'gzip' }> {
  const encoding = preferredEncoding(acceptEncoding);
  if (body.length < MIN_BYTES || !COMPRESSIBLE.test(contentType) || !encoding) return { body };
  const small = body.length <= SYNC_MAX_BYTES;
  if (encoding === 'br') {
    const options = brotliOptions(body);
    return { body: small ? brotliCompressSync(body, options) : await brotli(body, options), encoding: 'br' };
  }
  return {
    body: small ? gzipSync(body, { level: 6 }) : await gzipAsync(body, { level: 6 }),
    encoding: 'gzip',
  };
}
