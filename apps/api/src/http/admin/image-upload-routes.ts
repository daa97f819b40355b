import type { FastifyInstance } from 'fastify';
import { uploadedImageSchema } from '@hemma/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { InputError } from '../../errors.ts';
import { uploadImage } from '../../use-cases/catalog-admin/upload-image.ts';
import type { RouteRegistry } from '../route.ts';
import { addAdminRoute } from './admin-route.ts';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * Takes an `image/*` body as bytes, up to the upload limit: a larger one is a 400 that says so, not a 413 from
 * deep inside the framework (decision 0021). Multipart forms are not needed: one request, one picture.
 */
function acceptImageBodies(app: FastifyInstance, maxBytes: number): void {
  const tooLarge = (bytes: number) =>
    new InputError(`image: ${megabytes(bytes)} is larger than the ${megabytes(maxBytes)} an upload may have`);
  app.addContentTypeParser(/^image\/[\w.+-]+$/i, (request, payload, done) => {
    const declared = Number(request.headers['content-length']);
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
    if (declared > maxBytes) return fail(tooLarge(declared));
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (failed) return;
      if (size > maxBytes) fail(tooLarge(size));
      else chunks.push(chunk);
    });
    payload.on('end', () => {
      if (!failed) done(null, Buffer.concat(chunks));
    });
    payload.on('error', fail);
  });
}

const pictureBody = z.custom<Buffer>((value) => Buffer.isBuffer(value), {
  message: `send the picture itself as the body, with Content-Type ${IMAGE_TYPES.join(', ')}`,
});

/** Picture uploads of the back office: the catalogue and owner roles. */
export function registerAdminImageRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { staff, catalogAdmin: context }: AppContext,
): void {
  acceptImageBodies(app, context.settings.maxUploadBytes);
  addAdminRoute(app, registry, staff, {
    method: 'POST',
    url: '/api/admin/images',
    summary:
      'Upload a picture: the body is the file itself (Content-Type image/jpeg, image/png or image/webp, at most 10 MB, ' +
      'at most 50 megapixels). It is turned upright, stripped of metadata, scaled to 2480 px at most and stored as ' +
      'WebP; the answer names the file to put into a product, a banner or a category. Not a picture, or too large: 400.',
    tags: ['admin: products'],
    area: 'catalogue',
    body: pictureBody,
    bodyContent: {
      types: IMAGE_TYPES,
      description: `The picture's bytes, at most ${megabytes(context.settings.maxUploadBytes)}.`,
    },
    response: uploadedImageSchema,
    handler: ({ actor, body }) => uploadImage(context, actor, body),
  });
}
