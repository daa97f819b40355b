import { DEFAULT_STORE_VIEW } from './urls.ts';

/** The store code whose texts stand in for any language a store view lacks (decision 0058). */
export const FALLBACK_STORE_CODE = 'en';

/**
 * Where a store view's text is looked for, in order (decision 0058): its own translation, then English, then the
 * default store's text (Swedish, the owner's own). The default store is always last and needs no translation.
 */
export function translationChain(storeCode: string | undefined): string[] {
  const own = storeCode ?? DEFAULT_STORE_VIEW.storeCode;
  if (own === DEFAULT_STORE_VIEW.storeCode) return [own];
  if (own === FALLBACK_STORE_CODE) return [own, DEFAULT_STORE_VIEW.storeCode];
  return [own, FALLBACK_STORE_CODE, DEFAULT_STORE_VIEW.storeCode];
}

/** A resolved text and the store code it came from (`from !== storeCode`: it fell back). */
export interface ResolvedText {
  value: string;
  from: string;
}

/**
 * The one resolver of an owner's text (decision 0058): the store view's translation, else the English one, else the
 * Swedish text. `translations` holds the translations by store code; blank ones count as missing.
 */
export function resolveTranslation(
  swedish: string,
  translations: Readonly<Record<string, string | undefined>>,
  storeCode: string | undefined,
): ResolvedText {
  for (const code of translationChain(storeCode)) {
    if (code === DEFAULT_STORE_VIEW.storeCode) break;
    const value = translations[code];
    if (value !== undefined && value.trim() !== '') return { value, from: code };
  }
  return { value: swedish, from: DEFAULT_STORE_VIEW.storeCode };
}

/** Every field of `base` the translations name, resolved by resolveTranslation; other fields stay as they are. */
export function resolveFields<T extends Readonly<Record<string, unknown>>>(
  base: T,
  fields: readonly (keyof T & string)[],
  translations: Readonly<Record<string, Readonly<Record<string, string>> | undefined>>,
  storeCode: string | undefined,
): T {
  const result: Record<string, unknown> = { ...base };
  for (const field of fields) {
    const swedish = base[field];
    if (typeof swedish !== 'string') continue;
    const byStore: Record<string, string | undefined> = {};
    for (const [code, texts] of Object.entries(translations)) byStore[code] = texts?.[field];
    result[field] = resolveTranslation(swedish, byStore, storeCode).value;
  }
  return result as T;
}
