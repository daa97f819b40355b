import type { FastifyRequest } from 'fastify';
import { InputError } from '../../errors.ts';

export const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

type Done = (error: Error | null, body?: unknown) => void;

/**
 * A content-type parser that takes a file as the raw body, up to `maxBytes`: a larger one is a 400 naming `field`
 * and the limit, not a 413 from deep inside the framework (decisions 0021, 0025). `finish` turns the bytes into the
 * body, or into an InputError saying what is wrong with them.
 */
export function fileBodyParser(options: {
  field: string;
  noun: string;
  maxBytes: number;
  finish: (file: Buffer) => unknown;
}) {
  const { field, noun, maxBytes, finish } = options;
  const tooLarge = (bytes: number) =>
    new InputError(
      `${field}: ${megabytes(bytes)} is larger than the ${megabytes(maxBytes)} ${noun} may have`,
    );
  return (request: FastifyRequest, payload: NodeJS.ReadableStream, done: Done): void => {
    let size = 0;
    let failed = false;
    const chunks: Buffer[] = [];
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      // Read the rest without keeping it, so the client gets the answer rather than a reset connection.
      payload.resume();
      done(error, undefined);
    };
    const declared = Number(request.headers['content-length']);
    if (declared > maxBytes) return fail(tooLarge(declared));
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (failed) return;
      if (size > maxBytes) fail(tooLarge(size));
      else chunks.push(chunk);
    });
    payload.on('end', () => {
      if (failed) return;
      const body = finish(Buffer.concat(chunks));
      if (body instanceof Error) fail(body);
      else done(null, body);
    });
    payload.on('error', fail);
  };
}
