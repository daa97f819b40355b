import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { InputError } from '../../errors.ts';

export const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** An upload as its route's handler gets it: written to a file of its own, removed when the handler is done. */
export interface UploadedFile {
  path: string;
  size: number;
  /** The body's media type, lower case, without its parameters (`text/csv`). */
  mediaType: string;
}

export interface FileBodyOptions {
  /** What errors name it: `file`, `image`. */
  field: string;
  /** Whose limit it is, in the message: `an import`, `an upload`. */
  noun: string;
  /** What to send, in the message for a missing body or one of another type. */
  sendWhat: string;
  /** The media types taken, as the message lists them. */
  types: readonly string[];
  /** Takes a media type the list does not name (a picture's `image/gif`, turned down by the use case). */
  alsoTakes?: (mediaType: string) => boolean;
  maxBytes: number;
  /** Where the file is written while it comes in: a private folder of its own inside it, removed afterwards. */
  dir: string;
}

const isReadable = (body: unknown): body is Readable =>
  typeof body === 'object' && body !== null && typeof (body as Readable).pipe === 'function';

/** Bodies whose reading began: an upload read to its end, or one being thrown away. */
const handled = new WeakSet<Readable>();

/**
 * Throws the rest of a body away unread, up to `maxBytes`, so that the client gets its answer on a connection that
 * stays usable; a client that sends more than the route would ever take has its connection closed.
 */
function discard(request: FastifyRequest, body: Readable, maxBytes: number): void {
  if (handled.has(body) || body.readableEnded || body.destroyed) return;
  handled.add(body);
  let size = 0;
  body.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > maxBytes) request.raw.socket?.destroy();
  });
  body.on('error', () => {});
  body.resume();
}

/**
 * Registers the upload routes `register` adds in a context of their own (Fastify encapsulation): their bodies reach
 * the handler unread, whatever their type, so that the route's staff check comes before a byte of the body is read
 * and a body goes to disk, never into memory (issue 29). No other route of the API has a parser for files:
 * a CSV, a picture or `application/octet-stream` sent anywhere else is a 415 at once, its bytes never read.
 * A body an upload route refuses (no session, a wrong type, too large) is answered at once and thrown away unread.
 */
export function registerUploadRoutes(
  app: FastifyInstance,
  maxBytes: number,
  register: (uploads: FastifyInstance) => void,
): void {
  void app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    uploads.addHook('onSend', async (request, _reply, payload) => {
      if (isReadable(request.body)) discard(request, request.body, maxBytes);
      return payload;
    });
    register(uploads);
  });
}

const FOLDER_PREFIX = 'hemma-upload-';

/**
 * Removes the upload folders a process left behind when it stopped during an upload (an upload's own folder goes
 * when its request is done): those older than an hour, so that no upload another process is receiving is touched.
 */
export async function removeStaleUploads(dir: string, now = Date.now()): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    if (!name.startsWith(FOLDER_PREFIX)) continue;
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (info && now - info.mtimeMs > 3_600_000) await rm(path, { recursive: true, force: true });
  }
}

/** The body's media type: `text/csv` of `Text/CSV; charset=utf-8`; '' without one. */
const mediaTypeOf = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * Writes the body of an upload route (see registerUploadRoutes) to a temporary file as it comes in, stopping at
 * `maxBytes`, and hands the file to `use`; the file is removed when `use` is done, whatever the outcome. A missing
 * body, a type the route does not take and a body over the limit are a 400 saying so (decisions 0021, 0025), the
 * latter before a byte is read when the request declares its length.
 */
export async function withUploadedFile<T>(
  request: FastifyRequest,
  options: FileBodyOptions,
  use: (file: UploadedFile) => Promise<T>,
): Promise<T> {
  const { field, noun, maxBytes } = options;
  const body = request.body;
  const mediaType = mediaTypeOf(request);
  const wanted = `${options.sendWhat} as the body, with Content-Type ${options.types.join(', ')}`;
  if (!isReadable(body)) throw new InputError(`${field}: the body is empty; ${wanted}`);
  if (!options.types.includes(mediaType) && !options.alsoTakes?.(mediaType))
    throw new InputError(
      `${field}: ${mediaType ? `a body of type ${mediaType} is not taken` : 'the body has no Content-Type'}; ${wanted}`,
    );
  const tooLarge = (bytes?: number) =>
    new InputError(
      `${field}: ${bytes === undefined ? 'the body is' : `${megabytes(bytes)} is`} larger than the ` +
        `${megabytes(maxBytes)} ${noun} may have`,
    );
  const declared = Number(request.headers['content-length']);
  if (declared > maxBytes) throw tooLarge(declared);
  await mkdir(options.dir, { recursive: true });
  const folder = await mkdtemp(join(options.dir, FOLDER_PREFIX));
  try {
    const path = join(folder, 'body');
    const size = await receive(body, path, maxBytes, field);
    if (size === null) throw tooLarge();
    return await use({ path, size, mediaType });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Writes `body` to a new file at `path`, pausing the body while the disk catches up; answers the size once the file
 * is written, or null as soon as the body passes `maxBytes` (the rest of it is then registerUploadRoutes' to discard).
 */
function receive(body: Readable, path: string, maxBytes: number, field: string): Promise<number | null> {
  handled.add(body);
  const file = createWriteStream(path, { flags: 'wx', mode: 0o600 });
  return new Promise<number | null>((resolve, reject) => {
    let size = 0;
    let settled = false;
    const settle = () => {
      if (settled) return false;
      settled = true;
      body.off('data', onData);
      body.off('end', onEnd);
      body.off('error', onCutOff);
      body.off('close', onClose);
      return true;
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        if (!settle()) return;
        body.pause();
        handled.delete(body);
        file.destroy();
        resolve(null);
      } else if (!file.write(chunk)) {
        body.pause();
        file.once('drain', () => {
          if (!settled) body.resume();
        });
      }
    };
    const onEnd = () => {
      if (!settle()) return;
      file.end();
      finished(file).then(() => resolve(size), reject);
    };
    const onError = (error: Error) => {
      if (!settle()) return;
      file.destroy();
      reject(error);
    };
    // A client that went away before the end (its error is the connection's): nothing is imported or stored.
    const onCutOff = () =>
      onError(new InputError(`${field}: the connection closed before the whole body came`));
    const onClose = () => {
      if (!body.readableEnded) onCutOff();
    };
    file.on('error', onError);
    body.on('data', onData);
    body.once('end', onEnd);
    body.once('error', onCutOff);
    body.once('close', onClose);
    body.resume();
  });
}
