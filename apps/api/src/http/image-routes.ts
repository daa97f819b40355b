import { IMAGE_MODES, IMAGE_RENDITIONS, isImageRendition, MAX_IMAGE_EDGE } from '@hemma/commerce';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { InputError, NotFoundError } from '../errors.ts';
import type { AppContext } from '../app-context.ts';
import type { RouteRegistry } from './route.ts';
import { queryInt } from '@hemma/contract';
import { parseInput } from './validation.ts';

const imageParams = z.object({
  width: queryInt({ min: 1, max: MAX_IMAGE_EDGE }),
  height: queryInt({ min: 1, max: MAX_IMAGE_EDGE }),
  mode: z.enum(IMAGE_MODES, { message: `must be one of ${IMAGE_MODES.join(', ')}` }),
  '*': z
    .string()
    .min(1, 'an image path is required')
    .max(300)
    .regex(
      /^[a-z0-9_-]+(\/[a-z0-9_.-]+)*\.(webp|jpg|jpeg|png)$/i,
      'must be a relative image path such as products/x.webp',
    )
    .refine((p) => !p.split('/').includes('..'), 'must not contain ".."'),
});

const SIZES = IMAGE_RENDITIONS.map((r) => `${r.width}×${r.height}`).join(', ');

/** Pictures stored under a name derived from their content (uploads) never change: a CDN may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Seeded and imported pictures keep their path if replaced: a week in browsers and CDNs, then revalidated. */
const FOR_A_WEEK = 'public, max-age=604800, stale-while-revalidate=86400';

/**
 * `/img/{width}/{height}/{resize|fit}/{path}`: product images at the shop's sizes (IMAGE_RENDITIONS, decision 0030),
 * WebP when the browser accepts it, JPEG otherwise. Renditions are cached on disk (bounded) and by browsers and CDNs.
 */
export function registerImageRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { pictures }: AppContext,
): void {
  registry.routes.push({
    method: 'GET',
    url: '/img/:width/:height/:mode/*',
    summary: 'A product image rendered at the given size (resize covers the box, fit pads it).',
    tags: ['images'],
    params: imageParams,
    raw: {
      contentType: 'image/webp',
      description: 'The image as WebP when the client accepts it, else JPEG.',
    },
  });
  app.get('/img/:width/:height/:mode/*', async (request, reply) => {
    const params = parseInput(imageParams, request.params, 'image path');
    if (!isImageRendition(params.width, params.height))
      throw new InputError(
        `width, height: ${params.width}×${params.height} is not one of the shop's sizes (${SIZES})`,
      );
    const format = (request.headers.accept ?? '').includes('image/webp') ? 'webp' : 'jpeg';
    const image = await pictures.render({
      width: params.width,
      height: params.height,
      mode: params.mode,
      path: params['*'],
      format,
    });
    if (!image) throw new NotFoundError(`Image not found: ${params['*']}`);
    return reply
      .header('content-type', format === 'webp' ? 'image/webp' : 'image/jpeg')
      .header('cache-control', image.immutable ? IMMUTABLE : FOR_A_WEEK)
      .header('vary', 'Accept')
      .header('last-modified', image.sourceModified.toUTCString())
      .send(image.body);
  });
  app.get('/img/*', async () => {
    throw new InputError('Image URLs look like /img/{width}/{height}/{resize|fit}/{path}');
  });
}
