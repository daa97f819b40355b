import { adminCategoryCreateBody, imageFile, urlKey } from '@hemma/contract';
import { z } from 'zod';

/** An optional text field of a form: empty is allowed, else the contract's rule. */
export const optional = (rule: z.ZodType<string, string>) =>
  z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), rule]));

/** The category form's values: the contract's fields as a form holds them (texts, and the parent as a select's value). */
export const categoryForm = z.strictObject({
  name: adminCategoryCreateBody.shape.name,
  url_key: optional(urlKey),
  parent_id: z.string().regex(/^\d+$/),
  is_active: z.boolean(),
  include_in_menu: z.boolean(),
  description: z.string().max(100_000),
  meta_title: z.string().trim().max(255),
  meta_description: z.string().trim().max(1000),
  image: optional(imageFile),
});

export type CategoryFormValues = z.input<typeof categoryForm>;
