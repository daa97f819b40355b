import { DELIVERY_TIMES } from '@hemma/commerce';
import type { TranslatableEntity } from '@hemma/contract';
import type { Db } from '../../db/database.ts';
import type { CheckoutMethods } from '../../modules/checkout/methods.ts';
import { MAIL_TEXT_KIND_CODES, MAIL_TEXT_FIELDS, isMailTextKind } from '../../modules/mail/mail-texts.ts';
import { shippingTextCode } from '../cart/translate-methods.ts';
import { storedMailTexts } from '../mail-texts/mail-texts-for.ts';

/** The fields of each kind that are translated per store view (decision 0058). */
export const TRANSLATED_FIELDS: Readonly<Record<TranslatableEntity, readonly string[]>> = {
  product: ['name', 'short_description', 'description', 'delivery_time', 'meta_title', 'meta_description'],
  category: ['name', 'description', 'meta_title', 'meta_description'],
  cms_page: ['title', 'content_heading', 'content', 'meta_description'],
  shipping_method: ['carrier_title', 'method_title'],
  payment_method: ['title'],
  coupon: ['description'],
  attribute: ['frontend_label'],
  attribute_option: ['label'],
  bundle_option: ['title'],
  // A brand's name is the maker's name, the same in every language; its description is the owner's prose.
  brand: ['description'],
  mail_template: MAIL_TEXT_FIELDS,
};

/** What the owner wrote in Swedish: one entity's key, the name it is known by and its translated fields. */
export interface SwedishTexts {
  key: string;
  label: string;
  fields: Record<string, string>;
  /**
   * English texts kept beside the Swedish ones rather than as a translation (an attribute's and option's
   * `default_label`, decision 0029): the English store view's text where it has no translation of its own.
   */
  english?: Record<string, string>;
}

/** Keeps the fields with a Swedish text (an empty description has nothing to translate). */
function written(fields: Record<string, string | null>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).filter(
      (e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== '',
    ),
  );
}

/** Every entity of a kind with its Swedish texts; `key` narrows to one. */
export async function swedishTexts(
  db: Db,
  methods: CheckoutMethods,
  entity: TranslatableEntity,
  key?: string,
): Promise<SwedishTexts[]> {
  const id = key === undefined ? undefined : Number(key);
  // An id is a database integer written in digits: "1e+308" or "9999999999" names nothing (and would overflow
  // PostgreSQL's integer), so it is not found rather than asked for.
  const noId = key !== undefined && (!/^\d{1,10}$/.test(key) || Number(key) > 2_147_483_647);
  if (noId && !['shipping_method', 'payment_method', 'coupon', 'mail_template'].includes(entity)) return [];
  switch (entity) {
    case 'product': {
      let query = db
        .selectFrom('products')
        .select([
          'id',
          'name',
          'short_description',
          'description',
          'delivery_time',
          'meta_title',
          'meta_description',
        ]);
      if (id !== undefined) query = query.where('id', '=', id);
      return (await query.orderBy('id').execute()).map((r) => ({
        key: String(r.id),
        label: r.name,
        fields: written({
          name: r.name,
          short_description: r.short_description,
          description: r.description,
          // A delivery time from the shop's list (`w3-6`) is a code the shop words in every language itself.
          delivery_time:
            r.delivery_time !== null && !(r.delivery_time in DELIVERY_TIMES) ? r.delivery_time : null,
          meta_title: r.meta_title,
          meta_description: r.meta_description,
        }),
      }));
    }
    case 'category': {
      let query = db
        .selectFrom('categories')
        .select(['id', 'name', 'description', 'meta_title', 'meta_description']);
      if (id !== undefined) query = query.where('id', '=', id);
      return (await query.orderBy('id').execute()).map((r) => ({
        key: String(r.id),
        label: r.name,
        // The page's <title> and search snippet too: untranslated, /de showed the Swedish ones (issue 33).
        fields: written({
          name: r.name,
          description: r.description,
          meta_title: r.meta_title,
          meta_description: r.meta_description,
        }),
      }));
    }
    case 'cms_page': {
      let query = db
        .selectFrom('cms_pages')
        .select(['id', 'title', 'content_heading', 'content', 'meta_description']);
      if (id !== undefined) query = query.where('id', '=', id);
      return (await query.orderBy('id').execute()).map((r) => ({
        key: String(r.id),
        label: r.title,
        fields: written({
          title: r.title,
          content_heading: r.content_heading,
          content: r.content,
          meta_description: r.meta_description,
        }),
      }));
    }
    case 'shipping_method':
      return methods.shipping
        .map((m) => ({
          key: shippingTextCode(m),
          label: m.methodTitle,
          fields: written({ carrier_title: m.carrierTitle, method_title: m.methodTitle }),
        }))
        .filter((m) => key === undefined || m.key === key);
    case 'payment_method':
      return methods.payment
        .map((m) => ({ key: m.code, label: m.title, fields: written({ title: m.title }) }))
        .filter((m) => key === undefined || m.key === key);
    case 'coupon': {
      // Keyed by code: a coupon's code never changes (orders name it), and carts look it up by code.
      let query = db
        .selectFrom('coupons')
        .select(['code', 'description'])
        .where('customer_email', 'is', null);
      if (key !== undefined) query = query.where('code', '=', key);
      return (await query.orderBy('id').execute()).map((r) => ({
        key: r.code,
        label: r.code,
        fields: written({ description: r.description }),
      }));
    }
    case 'mail_template': {
      // Keyed by the mail; its Swedish text is the owner's or the built-in one, its English the built-in one
      // (decision 0069), which the English store view shows where it has none of its own.
      const kinds = key === undefined ? MAIL_TEXT_KIND_CODES : isMailTextKind(key) ? [key] : [];
      return Promise.all(
        kinds.map(async (kind) => {
          const stored = await storedMailTexts(db, kind);
          return { key: kind, label: kind, fields: { ...stored.swedish }, english: { ...stored.english } };
        }),
      );
    }
    case 'attribute': {
      let query = db.selectFrom('attributes').select(['id', 'frontend_label', 'default_label']);
      if (id !== undefined) query = query.where('id', '=', id);
      return (await query.orderBy('position').orderBy('id').execute()).map((r) => ({
        key: String(r.id),
        label: r.frontend_label,
        fields: written({ frontend_label: r.frontend_label }),
        english: written({ frontend_label: r.default_label }),
      }));
    }
    case 'bundle_option': {
      // A bundle's option ("Soffa", "Soffbord"), named after its bundle in the back office's list.
      let query = db
        .selectFrom('bundle_options as o')
        .innerJoin('products as p', 'p.id', 'o.product_id')
        .select(['o.id', 'o.title', 'p.name as bundle']);
      if (id !== undefined) query = query.where('o.id', '=', id);
      return (await query.orderBy('o.product_id').orderBy('o.position').orderBy('o.id').execute()).map(
        (r) => ({
          key: String(r.id),
          label: `${r.bundle}: ${r.title}`,
          fields: written({ title: r.title }),
        }),
      );
    }
    case 'brand': {
      let query = db.selectFrom('brands').select(['id', 'name', 'description']);
      if (id !== undefined) query = query.where('id', '=', id);
      return (await query.orderBy('name').orderBy('id').execute()).map((r) => ({
        key: String(r.id),
        label: r.name,
        fields: written({ description: r.description }),
      }));
    }
    case 'attribute_option': {
      let query = db
        .selectFrom('attribute_options as o')
        .innerJoin('attributes as a', 'a.id', 'o.attribute_id')
        .select(['o.id', 'o.label', 'o.default_label', 'a.frontend_label as attribute']);
      if (id !== undefined) query = query.where('o.id', '=', id);
      return (
        await query
          .orderBy('a.position')
          .orderBy('o.attribute_id')
          .orderBy('o.sort_order')
          .orderBy('o.id')
          .execute()
      ).map((r) => ({
        key: String(r.id),
        label: `${r.attribute}: ${r.label}`,
        fields: written({ label: r.label }),
        english: written({ label: r.default_label }),
      }));
    }
  }
}
