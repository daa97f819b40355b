import type { FastifyInstance } from 'fastify';
import { uploadedImageSchema } from '@hemma/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { uploadImage } from '../../use-cases/catalog-admin/upload-image.ts';
import type { RouteRegistry } from '../route.ts';
import { addAdminRoute } from './admin-route.ts';
import { fileBodyParser, megabytes } from './file-body.ts';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * Takes an `image/*` body as bytes, up to the upload limit (decision 0021). Multipart forms are not needed: one
 * request, one picture.
 */
function acceptImageBodies(app: FastifyInstance, maxBytes: number): void {
  app.addContentTypeParser(
    /^image\/[\w.+-]+$/i,
    fileBodyParser({ field: 'image', noun: 'an upload', maxBytes, finish: (file) => file }),
  );
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
