/** The back office's content (decision 0021): CMS pages and blocks, and the home page's banners per store view. */
import { z } from 'zod';
import { adminPageOf, adminPaging, adminSearchText } from './admin-common.ts';
import { imageFile, optionalText, urlKey } from './admin-fields.ts';
import { named } from './registry.ts';

const nullableText = z.string().nullable();
const hasField = (body: object) => Object.keys(body).some((key) => key !== 'updated_at');
const changeSomething = (fields: string) => ({ message: `name a field to change: ${fields}` });

/** A page's identifier is its address (/i/<identifier>); `parent/child` makes a hierarchy. */
const pageIdentifier = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*(?:\/[a-z0-9]+(?:[-_][a-z0-9]+)*)*$/, {
    message: 'must be lower-case words joined by - or _, with / for a sub-page, such as kundservice/leverans',
  });
const blockIdentifier = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .regex(/^[a-z0-9]+(?:[-_.][a-z0-9]+)*$/, {
    message: 'must be lower-case words joined by -, _ or ., such as footer-links',
  });
const title = z.string().trim().min(1).max(255);
/** Shop-authored HTML, rendered as it is (trusted content). */
const content = z.string().max(500_000);

export const adminCmsPageSchema = named(
  'AdminCmsPage',
  z.strictObject({
    id: z.number().int(),
    identifier: z.string(),
    title: z.string(),
    content_heading: nullableText,
    content: z.string(),
    meta_title: nullableText,
    meta_description: nullableText,
    is_active: z.boolean(),
    updated_at: z.string(),
  }),
);

export const adminCmsPageCreateBody = z.strictObject({
  identifier: pageIdentifier,
  title,
  content_heading: optionalText(255),
  content: content.default(''),
  meta_title: optionalText(255),
  meta_description: optionalText(1000),
  is_active: z.boolean().default(true),
});

export const adminCmsPageUpdateBody = z
  .strictObject({
    identifier: pageIdentifier.optional(),
    title: title.optional(),
    content_heading: z.string().max(255).nullable().optional(),
    content: content.optional(),
    meta_title: z.string().max(255).nullable().optional(),
    meta_description: z.string().max(1000).nullable().optional(),
    is_active: z.boolean().optional(),
    updated_at: z.string().min(1).max(40),
  })
  .refine(hasField, changeSomething('identifier, title, content, …'));

export const adminCmsBlockSchema = named(
  'AdminCmsBlock',
  z.strictObject({
    id: z.number().int(),
    identifier: z.string(),
    title: z.string(),
    content: z.string(),
    is_active: z.boolean(),
    updated_at: z.string(),
  }),
);

export const adminCmsBlockCreateBody = z.strictObject({
  identifier: blockIdentifier,
  title,
  content: content.default(''),
  is_active: z.boolean().default(true),
});

export const adminCmsBlockUpdateBody = z
  .strictObject({
    identifier: blockIdentifier.optional(),
    title: title.optional(),
    content: content.optional(),
    is_active: z.boolean().optional(),
    updated_at: z.string().min(1).max(40),
  })
  .refine(hasField, changeSomething('identifier, title, content, is_active'));

export const adminCmsListQuery = z
  .object({ q: adminSearchText, active: z.enum(['true', 'false']).optional(), ...adminPaging })
  .strict();

export const adminCmsPagePageSchema = adminPageOf(
  adminCmsPageSchema.omit({ content: true, meta_title: true, meta_description: true }),
);
export const adminCmsBlockPageSchema = adminPageOf(adminCmsBlockSchema.omit({ content: true }));

/** Store views with content of their own (commerce STORE_VIEWS). */
export const storeCodeParams = z.object({
  storeCode: z.string().regex(/^[a-z0-9_]{1,32}$/, { message: 'must be a store code such as default or de' }),
});

export const homeBannerSchema = named(
  'HomeBanner',
  z.strictObject({
    image: z.string(),
    eyebrow: z.string(),
    title: z.string(),
    text: z.string(),
    cta: z.string(),
    /** The category the banner leads to (its url_key: /c/<category>). */
    category: z.string(),
  }),
  'A main banner of the home page.',
);

export const instagramImageSchema = z.strictObject({
  /** A file under the images folder, served by /img/…. */
  image: z.string(),
  alt: z.string(),
  link: z.string(),
});

/**
 * SPEC §3 banners, instagram images and default content of one store view, as its local JSON file
 * (apps/api/content/store-views/<storeCode>.json) holds them; every part is optional in the file.
 */
export const storeViewContentSchema = z.strictObject({
  mainBanners: z.array(homeBannerSchema).max(20).optional(),
  smallBanners: z.array(homeBannerSchema).max(20).optional(),
  productBanners: z.array(homeBannerSchema).max(20).optional(),
  menuAsideBanners: z.array(homeBannerSchema).max(20).optional(),
  headImage: homeBannerSchema.nullable().optional(),
  instagram: z.array(instagramImageSchema).max(50).optional(),
  defaultContent: z.strictObject({ title: z.string(), message: z.array(z.string()) }).optional(),
  /** SPEC §7 image sliders: named sliders of images with a caption and a link. */
  imageSliders: z
    .record(
      z.string().max(64),
      z.array(z.strictObject({ image: z.string(), title: z.string(), link: z.string() })).max(50),
    )
    .optional(),
});

/** GET /api/ext/sliders: SPEC §7 "code 200, result is a JSON string" — the store view's image sliders, serialised. */
export const slidersSchema = z.string();

export const homeBannersSchema = named(
  'HomeBanners',
  z.strictObject({
    /** The back office's banners of the store view, else its JSON file's, else the default store's (decision 0029). */
    mainBanners: z.array(homeBannerSchema),
    smallBanners: z.array(homeBannerSchema),
    productBanners: z.array(homeBannerSchema),
    menuAsideBanners: z.array(homeBannerSchema),
    headImage: homeBannerSchema.nullable(),
    instagram: z.array(instagramImageSchema),
    defaultContent: z.strictObject({ title: z.string(), message: z.array(z.string()) }).nullable(),
  }),
  "The home page's banners, instagram images and default content of a store view (the default store's where the view has none of its own).",
);

export const adminBannersSchema = named(
  'AdminBanners',
  z.strictObject({
    store_code: z.string(),
    banners: z.array(homeBannerSchema),
    /** The latest change of the list; send it back with PUT. Null when the store view has no banners. */
    updated_at: nullableText,
  }),
);

export const adminBannerInput = z.strictObject({
  image: imageFile,
  eyebrow: z.string().trim().max(100).default(''),
  title: title,
  text: z.string().trim().max(1000).default(''),
  cta: z.string().trim().min(1).max(100),
  category: urlKey,
});

/** The whole list of a store view, in display order; an empty list removes them (the default store's show). */
export const adminBannersBody = z.strictObject({
  banners: z.array(adminBannerInput).max(20),
  /** The `updated_at` the editor read (null for none): a list changed since is not overwritten (409). */
  updated_at: z.string().max(40).nullable(),
});

export type AdminCmsPageDto = z.infer<typeof adminCmsPageSchema>;
export type AdminCmsPageCreateInput = z.output<typeof adminCmsPageCreateBody>;
export type AdminCmsPageUpdateInput = z.output<typeof adminCmsPageUpdateBody>;
export type AdminCmsBlockDto = z.infer<typeof adminCmsBlockSchema>;
export type AdminCmsBlockCreateInput = z.output<typeof adminCmsBlockCreateBody>;
export type AdminCmsBlockUpdateInput = z.output<typeof adminCmsBlockUpdateBody>;
export type AdminCmsListQuery = z.output<typeof adminCmsListQuery>;
export type HomeBanner = z.infer<typeof homeBannerSchema>;
export type HomeBannersDto = z.infer<typeof homeBannersSchema>;
export type StoreViewContent = z.infer<typeof storeViewContentSchema>;
export type AdminBannersDto = z.infer<typeof adminBannersSchema>;
export type AdminBannersInput = z.output<typeof adminBannersBody>;
