import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { uploadedImageSchema } from '@hemma/contract';
import type { AppContext } from '../../app-context.ts';
import { uploadImage } from '../../use-cases/catalog-admin/upload-image.ts';
import type { RouteRegistry } from '../route.ts';
import { addAdminRoute } from './admin-route.ts';
import { megabytes, registerUploadRoutes, withUploadedFile } from './file-body.ts';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Picture uploads of the back office: the catalogue and owner roles. */
export function registerAdminImageRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { staff, catalogAdmin: context, uploadDir }: AppContext,
): void {
  const { maxUploadBytes } = context.settings;
  // The body is the picture itself (decision 0021): one request, one picture, no multipart form. It is read only
  // after the staff check, to a temporary file (file-body.ts, issue 29). Other image types reach the use case,
  // which names the ones it takes.
  const image = {
    field: 'image',
    noun: 'an upload',
    sendWhat: 'send the picture itself',
    types: IMAGE_TYPES,
    alsoTakes: (type: string) => /^image\/[\w.+-]+$/.test(type),
    maxBytes: maxUploadBytes,
    dir: uploadDir,
  };
  registerUploadRoutes(app, maxUploadBytes, (uploads) =>
    addAdminRoute(uploads, registry, staff, {
      method: 'POST',
      url: '/api/admin/images',
      summary:
        'Upload a picture: the body is the file itself (Content-Type image/jpeg, image/png or image/webp, at most 10 ' +
        'MB, at most 50 megapixels). It is turned upright, stripped of metadata, scaled to 2480 px at most and stored ' +
        'as WebP; the answer names the file to put into a product, a banner or a category. Not a picture, or too ' +
        'large: 400.',
      tags: ['admin: products'],
      area: 'catalogue',
      bodyContent: {
        types: IMAGE_TYPES,
        description: `The picture's bytes, at most ${megabytes(maxUploadBytes)}.`,
      },
      response: uploadedImageSchema,
      handler: ({ actor, request }) =>
        withUploadedFile(request, image, async ({ path }) =>
          uploadImage(context, actor, await readFile(path)),
        ),
    }),
  );
}
