/** The back office's taxonomy (decision 0021): the category tree, attributes and their options, brands. */
import { z } from 'zod';
import { bodyId, imageFile, optionalText, urlKey } from './admin-fields.ts';
import { named } from './registry.ts';

const id = z.number().int();
const nullableText = z.string().nullable();
const atLeastOne = (what: string) => ({ message: `name a field to change: ${what}` });
const hasField = (body: object, except: string[] = []) =>
  Object.keys(body).some((key) => !except.includes(key));

export const adminCategorySchema = named(
  'AdminCategory',
  z.strictObject({
    id,
    parent_id: id.nullable(),
    name: z.string(),
    /** Unique; the category's address in the shop (/c/<url_key>) and the last part of its url_path. */
    url_key: z.string(),
    url_path: z.string(),
    path: z.string(),
    level: id,
    position: id,
    is_active: z.boolean(),
    include_in_menu: z.boolean(),
    description: nullableText,
    meta_title: nullableText,
    meta_description: nullableText,
    image: nullableText,
    /** Products assigned to this category itself (any status). */
    product_count: id,
    created_at: z.string(),
    updated_at: z.string(),
  }),
  'A category of the tree below the root, active or not.',
);

export const adminCategoryListSchema = z.array(adminCategorySchema);

const categoryFields = {
  name: z.string().trim().min(1).max(255),
  url_key: urlKey,
  /** Place among its siblings, from 0. */
  position: z.number().int().min(0).max(100_000),
  is_active: z.boolean(),
  include_in_menu: z.boolean(),
  description: z.string().max(100_000).nullable(),
  meta_title: z.string().max(255).nullable(),
  meta_description: z.string().max(1000).nullable(),
  image: imageFile.nullable(),
};

export const adminCategoryCreateBody = z.strictObject({
  /** Defaults to the root: a top-level category. */
  parent_id: bodyId.optional(),
  name: categoryFields.name,
  url_key: categoryFields.url_key.optional(),
  /** Defaults to the end of its siblings. */
  position: categoryFields.position.optional(),
  is_active: z.boolean().default(true),
  include_in_menu: z.boolean().default(true),
  description: optionalText(100_000),
  meta_title: optionalText(255),
  meta_description: optionalText(1000),
  image: imageFile.nullable().default(null),
});

/** Rename, move (`parent_id`), reorder (`position`), (de)activate, show in the menu or not. */
export const adminCategoryUpdateBody = z
  .strictObject({
    parent_id: bodyId.optional(),
    name: categoryFields.name.optional(),
    url_key: categoryFields.url_key.optional(),
    position: categoryFields.position.optional(),
    is_active: categoryFields.is_active.optional(),
    include_in_menu: categoryFields.include_in_menu.optional(),
    description: categoryFields.description.optional(),
    meta_title: categoryFields.meta_title.optional(),
    meta_description: categoryFields.meta_description.optional(),
    image: categoryFields.image.optional(),
    updated_at: z.string().min(1).max(40),
  })
  .refine((body) => hasField(body, ['updated_at']), atLeastOne('name, url_key, parent_id, position, …'));

export const FRONTEND_INPUTS = ['select', 'multiselect', 'text', 'textarea', 'number', 'boolean'] as const;

export const adminAttributeOptionSchema = z.strictObject({
  id,
  label: z.string(),
  default_label: z.string(),
  swatch_value: nullableText,
  sort_order: id,
});

export const adminAttributeSchema = named(
  'AdminAttribute',
  z.strictObject({
    id,
    attribute_code: z.string(),
    frontend_label: z.string(),
    default_label: z.string(),
    frontend_input: z.enum(FRONTEND_INPUTS),
    unit: nullableText,
    is_visible: z.boolean(),
    is_comparable: z.boolean(),
    is_filterable: z.boolean(),
    position: id,
    options: z.array(adminAttributeOptionSchema),
  }),
);

export const adminAttributeListSchema = z.array(adminAttributeSchema);

const label = z.string().trim().min(1).max(255);
const swatch = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, { message: 'must be a colour such as #8C8B87' })
  .nullable();

export const adminAttributeOptionBody = z.strictObject({
  label,
  /** The label in the default (English) language; defaults to `label`. */
  default_label: label.optional(),
  swatch_value: swatch.default(null),
  /** Place among the options, from 0; defaults to the end. */
  sort_order: z.number().int().min(0).max(100_000).optional(),
});

export const adminAttributeOptionUpdateBody = z
  .strictObject({
    label: label.optional(),
    default_label: label.optional(),
    swatch_value: swatch.optional(),
    sort_order: z.number().int().min(0).max(100_000).optional(),
  })
  .refine((body) => hasField(body), atLeastOne('label, default_label, swatch_value, sort_order'));

export const adminAttributeCreateBody = z.strictObject({
  attribute_code: z.string().regex(/^[a-z][a-z0-9_]{0,59}$/, {
    message: 'must be lower-case letters, digits and _, such as seat_height',
  }),
  frontend_label: label,
  default_label: label.optional(),
  frontend_input: z.enum(FRONTEND_INPUTS),
  unit: z.string().max(20).nullable().default(null),
  is_visible: z.boolean().default(true),
  is_comparable: z.boolean().default(false),
  is_filterable: z.boolean().default(false),
  position: z.number().int().min(0).max(100_000).optional(),
  options: z
    .array(adminAttributeOptionBody.omit({ sort_order: true }))
    .max(500)
    .default([]),
});

/** The code and the input type stay: products' values depend on them. */
export const adminAttributeUpdateBody = z
  .strictObject({
    frontend_label: label.optional(),
    default_label: label.optional(),
    unit: z.string().max(20).nullable().optional(),
    is_visible: z.boolean().optional(),
    is_comparable: z.boolean().optional(),
    is_filterable: z.boolean().optional(),
    position: z.number().int().min(0).max(100_000).optional(),
  })
  .refine((body) => hasField(body), atLeastOne('frontend_label, default_label, unit, is_visible, …'));

export const adminOptionParams = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
  optionId: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});

export const adminBrandSchema = named(
  'AdminBrand',
  z.strictObject({
    id,
    name: z.string(),
    slug: z.string(),
    description: nullableText,
    logo: nullableText,
    product_count: id,
  }),
);

export const adminBrandListSchema = z.array(adminBrandSchema);

export const adminBrandCreateBody = z.strictObject({
  name: label,
  /** Unique; the brand page is /b/<slug>. Defaults to the name as a slug. */
  slug: urlKey.optional(),
  description: optionalText(10_000),
  logo: imageFile.nullable().default(null),
});

export const adminBrandUpdateBody = z
  .strictObject({
    name: label.optional(),
    slug: urlKey.optional(),
    description: z.string().max(10_000).nullable().optional(),
    logo: imageFile.nullable().optional(),
  })
  .refine((body) => hasField(body), atLeastOne('name, slug, description, logo'));

export type AdminCategoryDto = z.infer<typeof adminCategorySchema>;
export type AdminCategoryCreateInput = z.output<typeof adminCategoryCreateBody>;
export type AdminCategoryUpdateInput = z.output<typeof adminCategoryUpdateBody>;
export type AdminAttributeDto = z.infer<typeof adminAttributeSchema>;
export type AdminAttributeCreateInput = z.output<typeof adminAttributeCreateBody>;
export type AdminAttributeUpdateInput = z.output<typeof adminAttributeUpdateBody>;
export type AdminAttributeOptionInput = z.output<typeof adminAttributeOptionBody>;
export type AdminAttributeOptionUpdateInput = z.output<typeof adminAttributeOptionUpdateBody>;
export type AdminBrandDto = z.infer<typeof adminBrandSchema>;
export type AdminBrandCreateInput = z.output<typeof adminBrandCreateBody>;
export type AdminBrandUpdateInput = z.output<typeof adminBrandUpdateBody>;
