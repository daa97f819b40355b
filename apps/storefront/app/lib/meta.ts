import { DEFAULT_LOCALE, type Locale } from '@hemma/commerce';
import { type MessageKey, type PageMessages, translate } from '~/i18n/translate.ts';

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The root loader's locale and messages, for meta functions (they cannot use hooks). */
export function i18nFromMatches(matches: readonly MatchLike[]): {
  locale: Locale;
  messages: PageMessages | undefined;
} {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as
    { locale?: Locale; messages?: PageMessages } | undefined;
  return { locale: root?.locale ?? DEFAULT_LOCALE, messages: root?.messages };
}

/** `<title>Soffor | Hemma</title>` and a description when there is one. */
export function pageMeta(title: string, description?: string | null) {
  const tags: ({ title: string } | { name: string; content: string })[] = [{ title: `${title} | Hemma` }];
  if (description) tags.push({ name: 'description', content: description });
  return tags;
}

export function translatedMeta(matches: readonly MatchLike[], key: MessageKey, descriptionKey?: MessageKey) {
  const { messages } = i18nFromMatches(matches);
  return pageMeta(translate(messages, key), descriptionKey && translate(messages, descriptionKey));
}

/**
 * The head of a public page (home, category, product, brand, CMS page): title and description, then what its loader
 * computed on the server (`head`: canonical, hreflang, Open Graph; lib/seo.server.ts, decision 0028). A page from
 * the offline cache has no `head`.
 */
export function publicMeta(loaderData: object | undefined, title: string, description?: string | null) {
  const head = loaderData && 'head' in loaderData ? (loaderData.head as Record<string, string>[]) : [];
  return [...pageMeta(title, description), ...head];
}

/** Plain text of trusted CMS/product HTML, for meta descriptions. */
export function plainText(html: string | null | undefined, max = 160): string | null {
  if (!html) return null;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text || null;
}
