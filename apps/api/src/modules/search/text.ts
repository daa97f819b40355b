/**
 * Swedish-aware text folding for search (ADR 0009). Case is folded and accents are dropped where Swedish treats
 * them as decoration (é→e, ü→u, à→a), but å, ä and ö are letters of their own and stay distinct: 'säng' (bed) and
 * 'sang' never match each other. Danish/Norwegian æ and ø fold to their Swedish twins ä and ö.
 */
const KEEP: Record<string, string> = { å: '\uE001', ä: '\uE002', ö: '\uE003', æ: '\uE002', ø: '\uE003' };
const RESTORE: Record<string, string> = { '\uE001': 'å', '\uE002': 'ä', '\uE003': 'ö' };

export function foldSwedish(text: string): string {
  return text
    .toLowerCase()
    .replace(/[åäöæø]/g, (c) => KEEP[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[\uE001-\uE003]/g, (c) => RESTORE[c] ?? c);
}

/** Folds further for "did you mean" only: å/ä→a, ö→o, so 'sang' can suggest 'säng'. */
export function foldBase(word: string): string {
  return word.replace(/[åä]/g, 'a').replace(/ö/g, 'o');
}

/** Words of a folded text: runs of letters and digits. */
export function words(folded: string): string[] {
  return folded.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * True when a and b are at most one edit apart (insert, delete, substitute or swap two neighbours). A substitution
 * between a letter and its å/ä/ö sibling does not count as a typo: those are different words in Swedish.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return !isVowelSibling(a[i]!, b[i]!);
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function isVowelSibling(x: string, y: string): boolean {
  return foldBase(x) === foldBase(y);
}

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  return set;
}

/** pg_trgm-style similarity: shared trigrams over all distinct trigrams of both words (0..1). */
export function trigramSimilarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared);
}
