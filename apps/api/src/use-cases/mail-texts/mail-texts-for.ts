import {
  DEFAULT_STORE_VIEW,
  FALLBACK_STORE_CODE,
  resolveTranslation,
  STORE_VIEWS,
  type ShopLocale,
} from '@hemma/commerce';
import type { Db } from '../../db/database.ts';
import {
  MAIL_TEXT_FIELDS,
  MAIL_TEXT_KINDS,
  type MailTextKindCode,
  type MailTexts,
} from '../../modules/mail/mail-texts.ts';
import { createCodeTextRepository } from '../../modules/store-texts/code-text-repository.ts';

const written = (value: string | undefined) =>
  value !== undefined && value.trim() !== '' ? value : undefined;

/** One mail's texts as the shop holds them: the owner's Swedish text (null: the built-in one) and each store view's. */
export interface StoredMailTexts {
  /** The Swedish text the mail is sent with: the owner's, else the built-in one. */
  swedish: MailTexts;
  /** The owner's own Swedish texts, field by field (absent: the built-in text is used). */
  ownSwedish: Partial<MailTexts>;
  /** The English wording kept beside the Swedish one: the English store view's text where it has none. */
  english: MailTexts;
  /** Store code → field → the store view's own text. */
  byStore: Record<string, Partial<MailTexts>>;
}

export async function storedMailTexts(db: Db, kind: MailTextKindCode): Promise<StoredMailTexts> {
  const rows = (await createCodeTextRepository(db).list('mail_template')).get(kind) ?? {};
  const own = rows[DEFAULT_STORE_VIEW.storeCode] ?? {};
  const builtIn = MAIL_TEXT_KINDS[kind];
  const ownSwedish: Partial<MailTexts> = {};
  for (const field of MAIL_TEXT_FIELDS) {
    const text = written(own[field]);
    if (text !== undefined) ownSwedish[field] = text;
  }
  const byStore = Object.fromEntries(
    Object.entries(rows).filter(([code]) => code !== DEFAULT_STORE_VIEW.storeCode),
  ) as Record<string, Partial<MailTexts>>;
  return { swedish: { ...builtIn['sv-SE'], ...ownSwedish }, ownSwedish, english: builtIn['en-US'], byStore };
}

/** A field's texts along the fallback chain (decision 0058), the built-in English standing in for an English one. */
export function chainTexts(
  stored: StoredMailTexts,
  field: keyof MailTexts,
): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = {};
  for (const [code, texts] of Object.entries(stored.byStore)) values[code] = written(texts[field]);
  values[FALLBACK_STORE_CODE] ??= stored.english[field];
  return values;
}

/** The store view whose texts a mail in this language takes (sv-SE: the default store's, the Swedish ones). */
export const storeCodeOfLocale = (locale: ShopLocale): string =>
  STORE_VIEWS.find((view) => view.defaultLocale === locale)?.storeCode ?? DEFAULT_STORE_VIEW.storeCode;

/** The texts a store view's mail is sent with: its own, else English, else Swedish (decision 0058), field by field. */
export function resolveMailTexts(stored: StoredMailTexts, storeCode: string): MailTexts {
  const resolved = { ...stored.swedish };
  for (const field of MAIL_TEXT_FIELDS)
    resolved[field] = resolveTranslation(stored.swedish[field], chainTexts(stored, field), storeCode).value;
  return resolved;
}

/**
 * The owner's texts of a mail in the language it is sent in (the order's remembered language, or the store view a
 * shopper signed up in): that store view's text, else English, else Swedish. Placeholders are left for the template.
 */
export async function mailTextsFor(db: Db, kind: MailTextKindCode, locale: ShopLocale): Promise<MailTexts> {
  return resolveMailTexts(await storedMailTexts(db, kind), storeCodeOfLocale(locale));
}
