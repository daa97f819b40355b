import type {
  AdminMissingTranslationsDto,
  AdminTranslationBody,
  AdminTranslationDto,
  TranslatableEntity,
} from '@hemma/contract';
import { TRANSLATABLE_ENTITIES } from '@hemma/contract';
import { DEFAULT_STORE_VIEW, resolveTranslation, translationChain } from '@hemma/commerce';
import type { Db } from '../../db/database.ts';
import { InputError, NotFoundError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import { noteNameTranslated } from '../../modules/search/search-changes.ts';
import { createSettingsRepository } from '../../modules/settings/settings-repository.ts';
import { createCodeTextRepository } from '../../modules/store-texts/code-text-repository.ts';
import { createStoreTextRepository } from '../../modules/store-texts/store-text-repository.ts';
import type { CatalogAdminContext } from '../catalog-admin/catalog-admin-context.ts';
import { requireKnownPlaceholders } from '../mail-texts/mail-placeholders.ts';
import { readCheckoutMethods } from '../settings/checkout-settings.ts';
import { swedishTexts, TRANSLATED_FIELDS, type SwedishTexts } from './translatable-texts.ts';

type ByStore = Record<string, Record<string, string>>;

const CACHED = new Set<TranslatableEntity>(['category', 'attribute', 'attribute_option', 'brand']);

type ByCode = 'shipping_method' | 'payment_method' | 'coupon' | 'mail_template';
const BY_CODE = new Set<TranslatableEntity>(['shipping_method', 'payment_method', 'coupon', 'mail_template']);
const byCode = (entity: TranslatableEntity): entity is ByCode => BY_CODE.has(entity);

/** The translations of one kind in the given store views: key → store code → field → text. */
async function translationsOf(
  db: Db,
  entity: TranslatableEntity,
  storeCodes: readonly string[],
): Promise<Map<string, ByStore>> {
  const texts = new Map<string, ByStore>();
  const add = (key: string, store: string, field: string, value: string) => {
    const byStore = texts.get(key) ?? {};
    byStore[store] = { ...byStore[store], [field]: value };
    texts.set(key, byStore);
  };
  if (byCode(entity)) {
    const all = await createCodeTextRepository(db).list(entity);
    for (const [key, byStore] of all)
      for (const store of storeCodes)
        for (const [field, value] of Object.entries(byStore[store] ?? {})) add(key, store, field, value);
  } else {
    const repository = createStoreTextRepository(db);
    for (const store of storeCodes)
      for (const [id, fields] of await repository.list(store, entity))
        for (const [field, value] of Object.entries(fields)) add(String(id), store, field, value);
  }
  return texts;
}

const fallbackCodes = (storeCode: string) =>
  translationChain(storeCode).filter((c) => c !== DEFAULT_STORE_VIEW.storeCode);

/** A field's texts along the fallback chain; English kept beside the Swedish text stands in for an English one. */
const chainValues = (codes: readonly string[], byStore: ByStore, item: SwedishTexts, field: string) =>
  Object.fromEntries(
    codes.map((c) => [c, byStore[c]?.[field] ?? (c === 'en' ? item.english?.[field] : undefined)]),
  );

const methodsOf = (context: CatalogAdminContext) => readCheckoutMethods(createSettingsRepository(context.db));

/** Where the back office edits an entity's translations. */
const editLink = (storeCode: string, entity: TranslatableEntity, key: string) =>
  `/translations/${storeCode}/${entity}/${encodeURIComponent(key)}`;

/**
 * "Saknade översättningar" (decision 0058): per kind, how many of the owner's texts the store view has translated,
 * how many fall back to English and how many to Swedish, and the first `limit` fields that fall back.
 */
export async function listMissingTranslations(
  context: CatalogAdminContext,
  storeCode: string,
  query: { entity?: TranslatableEntity | undefined; limit: number },
): Promise<AdminMissingTranslationsDto> {
  const methods = await methodsOf(context);
  const codes = fallbackCodes(storeCode);
  const result: AdminMissingTranslationsDto = { store_code: storeCode, counts: [], missing: [] };
  for (const entity of query.entity ? [query.entity] : TRANSLATABLE_ENTITIES) {
    const [swedish, texts] = await Promise.all([
      swedishTexts(context.db, methods, entity),
      translationsOf(context.db, entity, codes),
    ]);
    const count = { entity, fields: 0, translated: 0, from_english: 0, from_swedish: 0 };
    for (const item of swedish)
      for (const [field, text] of Object.entries(item.fields)) {
        const byStore = texts.get(item.key) ?? {};
        const { from } = resolveTranslation(text, chainValues(codes, byStore, item, field), storeCode);
        count.fields += 1;
        if (from === storeCode) {
          count.translated += 1;
          continue;
        }
        if (from === 'en') count.from_english += 1;
        else count.from_swedish += 1;
        if (result.missing.length < query.limit)
          result.missing.push({
            entity,
            key: item.key,
            label: item.label,
            field,
            falls_back_to: from === 'en' ? 'en' : 'default',
            link: editLink(storeCode, entity, item.key),
          });
      }
    result.counts.push(count);
  }
  return result;
}

/** One entity's fields side by side: the Swedish text, the store view's translation and what the shopper sees. */
export async function getTranslation(
  context: CatalogAdminContext,
  storeCode: string,
  entity: TranslatableEntity,
  key: string,
): Promise<AdminTranslationDto> {
  const [item] = await swedishTexts(context.db, await methodsOf(context), entity, key);
  if (!item) throw new NotFoundError(`No ${entity} ${key}`);
  const codes = fallbackCodes(storeCode);
  const byStore = (await translationsOf(context.db, entity, codes)).get(key) ?? {};
  return {
    store_code: storeCode,
    entity,
    key,
    fields: TRANSLATED_FIELDS[entity].flatMap((field) => {
      const swedish = item.fields[field];
      if (swedish === undefined) return [];
      const shown = resolveTranslation(swedish, chainValues(codes, byStore, item, field), storeCode);
      return [
        {
          field,
          swedish,
          value: byStore[storeCode]?.[field] ?? null,
          shown: shown.value,
          from: shown.from as 'en' | 'de' | 'it' | 'default',
        },
      ];
    }),
  };
}

/** Sets the store view's translations of an entity's fields; an empty text removes one (it falls back again). */
export async function putTranslation(
  context: CatalogAdminContext,
  actor: AuditActor,
  storeCode: string,
  entity: TranslatableEntity,
  key: string,
  body: AdminTranslationBody,
): Promise<AdminTranslationDto> {
  const before = await getTranslation(context, storeCode, entity, key);
  const allowed = TRANSLATED_FIELDS[entity];
  const unknown = Object.keys(body.texts).filter((f) => !allowed.includes(f));
  if (unknown.length > 0)
    throw new InputError(`texts: ${unknown.join(', ')}: a ${entity} translates ${allowed.join(', ')}`);
  if (entity === 'mail_template') requireKnownPlaceholders(key, body.texts);
  const now = context.now().toISOString();
  await context.db.transaction().execute(async (trx) => {
    for (const [field, value] of Object.entries(body.texts)) {
      if (byCode(entity))
        await createCodeTextRepository(trx).put({
          store_code: storeCode,
          entity,
          entity_code: key,
          field,
          value,
        });
      else
        await createStoreTextRepository(trx).put({
          store_code: storeCode,
          entity,
          entity_id: Number(key),
          field,
          value,
        });
    }
    // Names and option labels are searched in the store view's language: the search index reads them again.
    if ((entity === 'product' || entity === 'category') && 'name' in body.texts)
      await noteNameTranslated(trx, entity, Number(key));
    if (entity === 'attribute_option' && 'label' in body.texts)
      await noteNameTranslated(trx, entity, Number(key));
    await recordAudit(
      trx,
      actor,
      {
        action: 'translations.update',
        entityType: entity,
        entityId: key,
        summary: `${storeCode}: ${Object.keys(body.texts).join(', ')}`,
        before: Object.fromEntries(before.fields.map((f) => [f.field, f.value])),
        after: body.texts,
      },
      now,
    );
  });
  // Category and attribute labels and brands' descriptions sit in the cached reference data: this process shows them at once, others within
  // the reference TTL.
  if (CACHED.has(entity)) context.catalog.invalidate();
  return getTranslation(context, storeCode, entity, key);
}
