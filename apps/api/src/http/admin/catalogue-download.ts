import { pipeline, Readable, type Transform } from 'node:stream';
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ThrottledError } from '../../errors.ts';
import { preferredEncoding } from '../compress.ts';
import { PARALLEL_EXPORTS, type ExportGate } from '../../use-cases/catalog-import/export-gate.ts';

/** When a refused export may try again (Retry-After): an export of a few thousand products takes seconds. */
export const EXPORT_RETRY_AFTER_S = 10;
/** A download that takes nothing for this long is cut off, so that its connection and place go to others. */
const STALLED_MS = 60_000;

/**
 * The catalogue export as the body of an answer, streamed as the client reads it (decision 0025): at most
 * PARALLEL_EXPORTS at once per process — another is refused with a 429 and Retry-After before anything is read. The
 * export's place and its database connection are given back when the download ends, fails, is abandoned by the
 * client, or stalls.
 */
export async function openCatalogueDownload(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { gate: ExportGate; start: () => AsyncGenerator<string, void, undefined> },
): Promise<Readable> {
  const leave = options.gate.enter();
  if (!leave)
    throw new ThrottledError(
      `${PARALLEL_EXPORTS} catalogue exports are running, as many as the shop makes at once: try again in ` +
        `${EXPORT_RETRY_AFTER_S} seconds.`,
      EXPORT_RETRY_AFTER_S,
    );
  const pieces = options.start();
  let first: IteratorResult<string, void>;
  try {
    // The first piece before the status is sent: a database that cannot be read is an error answer, not a cut file.
    first = await pieces.next();
  } catch (error) {
    leave();
    throw error;
  }
  let ended: Promise<void> | undefined;
  const end = () =>
    (ended ??= (async () => {
      try {
        await pieces.return(undefined);
      } finally {
        leave();
      }
    })());
  async function* body(): AsyncGenerator<string> {
    try {
      if (!first.done) yield first.value;
      for (;;) {
        const next = await pieces.next();
        if (next.done) return;
        yield next.value;
      }
    } finally {
      await end();
    }
  }
  const ending = () => {
    end().catch((error: unknown) => request.log.error({ err: error }, 'ending a catalogue export failed'));
  };
  const file = Readable.from(body(), { objectMode: false });
  // The file closes when it is read to its end, and when it is destroyed because the client went away or stalled —
  // perhaps before its first piece was asked for, when body()'s own `finally` never runs.
  file.once('close', ending);
  reply.raw.once('close', ending);
  reply.raw.setTimeout(STALLED_MS, () => reply.raw.destroy());
  const encoder = downloadEncoder(request.headers['accept-encoding']);
  reply.header('vary', 'Accept-Encoding');
  if (!encoder) return file;
  reply.header('content-encoding', encoder.encoding);
  // Destroying the encoder (the client went away) destroys the file too, and so ends the export.
  return pipeline(file, encoder.stream, () => {});
}

/**
 * A streaming compressor for what the client accepts (brotli, else gzip): a catalogue's CSV is a fifth of its size
 * or less. Brotli at quality 5 with a 256 kB window, as the storefront's pages: ~1 MB of memory per download, and
 * the compression runs on libuv's threads, off the event loop.
 */
function downloadEncoder(accept: string | undefined): { encoding: 'br' | 'gzip'; stream: Transform } | null {
  const encoding = preferredEncoding(accept);
  if (encoding === 'br')
    return {
      encoding,
      stream: createBrotliCompress({
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_LGWIN]: 18 },
      }),
    };
  if (encoding === 'gzip') return { encoding, stream: createGzip({ level: 6 }) };
  return null;
}
