import { adminCmsBlockCreateBody, adminCmsPageCreateBody } from '@hemma/contract';
import { z } from 'zod';

const { identifier: pageIdentifier, title } = adminCmsPageCreateBody.shape;
const content = z.string().max(500_000);

export const cmsPageForm = z.strictObject({
  identifier: z.string().trim().min(1).pipe(pageIdentifier),
  title,
  content_heading: z.string().trim().max(255),
  content,
  meta_title: z.string().trim().max(255),
  meta_description: z.string().trim().max(1000),
  is_active: z.boolean(),
});

export const cmsBlockForm = z.strictObject({
  identifier: z.string().trim().min(1).pipe(adminCmsBlockCreateBody.shape.identifier),
  title,
  content,
  is_active: z.boolean(),
});

export type CmsPageValues = z.output<typeof cmsPageForm>;
export type CmsBlockValues = z.output<typeof cmsBlockForm>;

/** Optional texts: an empty field is sent as null. */
const NULLABLE = new Set(['content_heading', 'meta_title', 'meta_description']);

/** The fields of an edit that differ from what was read; an emptied optional text becomes null. */
export function changedFields<V extends Record<string, string | boolean>>(
  before: V,
  after: V,
): Partial<Record<keyof V, string | boolean | null>> {
  const change: Partial<Record<keyof V, string | boolean | null>> = {};
  for (const name of Object.keys(after) as (keyof V & string)[])
    if (after[name] !== before[name])
      change[name] = after[name] === '' && NULLABLE.has(name) ? null : after[name];
  return change;
}
