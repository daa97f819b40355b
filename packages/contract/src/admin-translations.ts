/**
 * The back office's translations of what the owner writes (decision 0058): per store view, what is translated, what
 * falls back to English or Swedish ("Saknade översättningar"), and a side-by-side editor beside the Swedish text.
 */
import { z } from 'zod';
import { named } from './registry.ts';

export const TRANSLATABLE_ENTITIES = [
  'product',
  'category',
  'cms_page',
  'shipping_method',
  'payment_method',
  'coupon',
  'attribute',
  'attribute_option',
  'bundle_option',
  'brand',
  'mail_template',
] as const;
export const translatableEntity = z.enum(TRANSLATABLE_ENTITIES, {
  message: `must be one of ${TRANSLATABLE_ENTITIES.join(', ')}`,
});

/** The store views whose texts are translations (the default store's are the Swedish originals). */
export const translationStoreCode = z.enum(['en', 'de', 'it'], {
  message: 'must be a translated store view: en, de or it (the default store is the Swedish text)',
});

export const adminTranslationsParams = z.object({ storeCode: translationStoreCode });
export const adminTranslationParams = z.object({
  storeCode: translationStoreCode,
  entity: translatableEntity,
  /**
   * An id (product, category, CMS page, attribute, attribute option, bundle option, brand) or a code (payment method, coupon,
   * `carrier/method` of a shipping method, the mail of a mail template: `order_confirmation`).
   */
  key: z.string().min(1).max(128),
});
export const adminTranslationsQuery = z.object({
  entity: translatableEntity.optional(),
  /** At most this many missing fields are listed (the counts are always whole). */
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

const fallbackFrom = z.enum(['en', 'default']);

export const adminMissingTranslationsSchema = named(
  'AdminMissingTranslations',
  z.strictObject({
    store_code: z.string(),
    counts: z.array(
      z.strictObject({
        entity: translatableEntity,
        /** Fields with a Swedish text. */
        fields: z.number().int(),
        translated: z.number().int(),
        from_english: z.number().int(),
        from_swedish: z.number().int(),
      }),
    ),
    missing: z.array(
      z.strictObject({
        entity: translatableEntity,
        key: z.string(),
        /** The Swedish name or title, so the owner knows what it is. */
        label: z.string(),
        field: z.string(),
        falls_back_to: fallbackFrom,
        /** The back office's page where it is edited. */
        link: z.string(),
      }),
    ),
  }),
);

export const adminTranslationSchema = named(
  'AdminTranslation',
  z.strictObject({
    store_code: z.string(),
    entity: translatableEntity,
    key: z.string(),
    fields: z.array(
      z.strictObject({
        field: z.string(),
        swedish: z.string(),
        /** The store view's own translation; null: none. */
        value: z.string().nullable(),
        /** What the shopper sees, and where it came from. */
        shown: z.string(),
        from: z.enum(['en', 'de', 'it', 'default']),
      }),
    ),
  }),
);

export const adminTranslationBody = z.strictObject({
  /** Field → translation; an empty text removes it (the field falls back again). */
  texts: z.record(z.string(), z.string().max(100_000)),
});

export type AdminMissingTranslationsDto = z.infer<typeof adminMissingTranslationsSchema>;
export type AdminTranslationDto = z.infer<typeof adminTranslationSchema>;
export type AdminTranslationBody = z.infer<typeof adminTranslationBody>;
export type TranslatableEntity = z.infer<typeof translatableEntity>;
