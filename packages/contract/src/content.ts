/** CMS pages and blocks, brands and URL resolution (SPEC §3, §7). */
import { z } from 'zod';
import { categorySchema, productSchema } from './catalog.ts';
import { named } from './registry.ts';

export const cmsPageSchema = named(
  'CmsPage',
  z.strictObject({
    id: z.number().int(),
    identifier: z.string(),
    title: z.string(),
    content_heading: z.string().nullable(),
    content: z.string(),
    meta_title: z.string().nullable(),
    meta_description: z.string().nullable(),
  }),
);

export const cmsBlockSchema = named(
  'CmsBlock',
  z.strictObject({ id: z.number().int(), identifier: z.string(), title: z.string(), content: z.string() }),
);

export const urlMapRequestSchema = z
  .object({
    url: z.string().min(1).max(2000),
    includeFields: z.array(z.string()).nullish(),
    excludeFields: z.array(z.string()).nullish(),
    options: z.record(z.string(), z.boolean()).optional(),
    filters: z.object({ sku: z.string().optional() }).optional(),
    groupId: z.number().int().nullish(),
    groupToken: z.string().nullish(),
  })
  .strict();

export const urlMapResultSchema = named(
  'UrlMapResult',
  z.discriminatedUnion('_type', [
    z.strictObject({ _type: z.literal('product'), _source: productSchema }),
    z.strictObject({ _type: z.literal('category'), _source: categorySchema }),
    z.strictObject({ _type: z.literal('cms_page'), _source: cmsPageSchema }),
  ]),
);

export type CmsPageDto = z.infer<typeof cmsPageSchema>;
export type CmsBlockDto = z.infer<typeof cmsBlockSchema>;
export type UrlMapResult = z.infer<typeof urlMapResultSchema>;
