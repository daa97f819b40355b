import { STATIC_PAGES } from '@hemma/commerce';
import { HOME_BANNERS } from '../data/banners.ts';
import { CMS_PAGES } from '../data/cms-pages.ts';
import { REFERENCE_TIME } from '../data/reference.ts';
import { COUPON_TEXTS, PAYMENT_METHOD_TEXTS, SHIPPING_METHOD_TEXTS } from '../data/method-texts.ts';
import { ATTR } from '../data/attributes.ts';
import { BRAND_DESCRIPTIONS, BRANDS } from '../data/brands.ts';
import { BUNDLE_OPTION_TITLES } from '../data/bundle-option-texts.ts';
import { CATEGORY_DESCRIPTIONS } from '../data/category-texts.ts';
import { OPTION_LABELS } from '../data/option-texts.ts';
import { CATEGORY_NAMES, CMS_PAGE_TEXTS, PRODUCT_TEXTS } from '../data/store-texts.ts';
import { translateProductName, translateShortDescription, type Language } from './translate-names.ts';
import { translateProse } from './translate-prose.ts';
import type { SeedRows } from './model.ts';

export function addCms(rows: SeedRows): void {
  STATIC_PAGES.forEach((identifier, i) => {
    const page = CMS_PAGES[identifier];
    rows.cms_pages.push({
      id: i + 1,
      identifier,
      title: page.title,
      content_heading: page.heading,
      content: page.content,
      meta_title: page.title,
      meta_description: page.description,
      is_active: 1,
      updated_at: REFERENCE_TIME,
    });
  });
  rows.cms_blocks.push(
    {
      id: 1,
      identifier: 'footer-usps',
      title: 'Därför handlar du hos Hemma',
      is_active: 1,
      updated_at: REFERENCE_TIME,
      content:
        '<ul><li>Fri retur inom 30 dagar</li><li>Öppet köp i 365 dagar</li><li>Fri frakt till ombud över 1 000 kr</li><li>Tre års reklamationsrätt</li><li>Inredningshjälp i alla butiker</li></ul>',
    },
    {
      id: 2,
      identifier: 'home-intro',
      title: 'Välkommen hem',
      is_active: 1,
      updated_at: REFERENCE_TIME,
      content:
        '<h2>Välkommen hem</h2><p>Skandinaviska möbler, belysning och textilier i naturliga material – formgivna för att användas varje dag och hålla i många år.</p><p>Nyheter varje vecka, fri retur inom 30 dagar och öppet köp i 365 dagar.</p>',
    },
  );
}

/** The home page's main banners of the default store view (the other views show them too until they get own ones). */
export function addBanners(rows: SeedRows): void {
  HOME_BANNERS.forEach((banner, position) => {
    rows.home_banners.push({
      id: position + 1,
      store_code: 'default',
      position,
      ...banner,
      updated_at: REFERENCE_TIME,
    });
  });
}

const STORE_CODES = ['en', 'de', 'it'] as const;

/** What the Swedish categories' search snippet promises after the description (base-rows.ts), per store view. */
const CATEGORY_META_PROMISE = [
  'Free returns within 30 days and 365-day open purchase.',
  'Kostenlose Rücksendung innerhalb von 30 Tagen und 365 Tage Rückgaberecht.',
  'Reso gratuito entro 30 giorni e diritto di reso di 365 giorni.',
] as const;

/** The English, German and Italian store views' texts (decision 0029): category names, two pages, a few products. */
export function addStoreTexts(rows: SeedRows): void {
  const add = (
    store_code: string,
    entity: 'category' | 'cms_page' | 'product' | 'bundle_option' | 'attribute_option' | 'brand',
    entity_id: number,
    texts: object,
  ) => {
    for (const [field, value] of Object.entries(texts))
      rows.store_view_texts.push({
        id: rows.store_view_texts.length + 1,
        store_code,
        entity,
        entity_id,
        field,
        value: String(value),
      });
  };
  for (const category of rows.categories) {
    const names = CATEGORY_NAMES[category.slug];
    const descriptions = CATEGORY_DESCRIPTIONS[category.slug];
    STORE_CODES.forEach((code, i) => {
      const texts = {
        // The page's <title> and search engines' snippet are the store view's too, not the Swedish ones.
        ...(names ? { name: names[i], meta_title: names[i] } : {}),
        // As the Swedish one (base-rows.ts), a paragraph.
        ...(descriptions
          ? {
              description: `<p>${descriptions[i]}</p>`,
              meta_description: `${descriptions[i]} ${CATEGORY_META_PROMISE[i]}`,
            }
          : {}),
      };
      if (Object.keys(texts).length > 0) add(code, 'category', Number(category.id), texts);
    });
  }
  for (const option of rows.bundle_options) {
    const titles = BUNDLE_OPTION_TITLES[option.title];
    if (titles)
      STORE_CODES.forEach((code, i) => add(code, 'bundle_option', Number(option.id), { title: titles[i] }));
  }
  // Colours, materials, shapes and fabrics in German and Italian; English is the option's own default_label.
  const codeOf = new Map(Object.entries(ATTR).map(([code, id]) => [Number(id), code]));
  for (const option of rows.attribute_options) {
    const labels = OPTION_LABELS[codeOf.get(Number(option.attribute_id)) ?? '']?.[String(option.label)];
    if (labels)
      (['de', 'it'] as const).forEach((code, i) =>
        add(code, 'attribute_option', Number(option.id), { label: labels[i] }),
      );
  }
  for (const brand of BRANDS) {
    const descriptions = BRAND_DESCRIPTIONS[brand.slug];
    if (descriptions)
      STORE_CODES.forEach((code, i) => add(code, 'brand', brand.id, { description: descriptions[i] }));
  }
  for (const page of rows.cms_pages) {
    const texts = CMS_PAGE_TEXTS[page.identifier];
    if (texts)
      for (const code of STORE_CODES)
        add(code, 'cms_page', Number(page.id), { ...texts[code], meta_title: texts[code].title });
  }
  for (const product of rows.products) {
    const texts = PRODUCT_TEXTS[product.sku];
    STORE_CODES.forEach((code, language) => {
      // Every name, translated part by part (decision 0058); a few products have hand-written texts.
      const name = translateProductName(product.name, language as Language);
      // A furnishing's description is built from the same parts (material, legs, colour) as its short one.
      const short = translateShortDescription(product.short_description, language as Language);
      // Bundles', grouped products' and services' descriptions are prose, translated sentence by sentence.
      const prose = short
        ? null
        : {
            short_description: translateProse(product.short_description, language as Language),
            description: translateProse(product.description, language as Language),
          };
      const generated = {
        ...(name ? { name } : {}),
        ...(short ? { short_description: short, description: short } : {}),
        ...(prose?.short_description ? { short_description: prose.short_description } : {}),
        ...(prose?.description ? { description: prose.description } : {}),
      };
      const own: Record<string, string> = { ...generated, ...texts?.[code] };
      // As the Swedish row's (builder.ts): the <title> is the name, the search snippet the short description.
      if (own.name && product.meta_title) own.meta_title = own.name;
      if (own.short_description && product.meta_description) own.meta_description = own.short_description;
      if (Object.keys(own).length > 0) add(code, 'product', Number(product.id), own);
    });
  }
  addMethodTexts(rows);
}

/** The default methods' titles and the demo coupons' texts in English, German and Italian (decisions 0058, 0061). */
function addMethodTexts(rows: SeedRows): void {
  const kinds = [
    ['shipping_method', SHIPPING_METHOD_TEXTS],
    ['payment_method', PAYMENT_METHOD_TEXTS],
    ['coupon', COUPON_TEXTS],
  ] as const;
  for (const [entity, byCode] of kinds)
    for (const [entity_code, byStore] of Object.entries(byCode))
      for (const store_code of STORE_CODES)
        for (const [field, value] of Object.entries(byStore[store_code]))
          // No id: the table already holds the mails' German and Italian texts (migration 0050).
          rows.store_view_code_texts.push({
            store_code,
            entity,
            entity_code,
            field,
            value,
          });
}
