import { MIN_SEARCH_TERM_LENGTH } from '@hemma/commerce';

/** What the panel shows for what the shopper typed (SPEC §5: minimum search term 3 characters). */
export type TermState = 'empty' | 'too-short' | 'search';

export function termState(query: string): TermState {
  const term = query.trim();
  if (term.length === 0) return 'empty';
  return term.length < MIN_SEARCH_TERM_LENGTH ? 'too-short' : 'search';
}

/** `/search?q=soffa&price=5000-10000`: links of the panel into the results page. */
export function searchHref(
  searchPath: string,
  q: string,
  extra: Record<string, string | null | undefined> = {},
): string {
  const params = new URLSearchParams({ q: q.trim() });
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  return `${searchPath}?${params.toString()}`;
}

/** A small most-recently-used cache of panel results, so that backspacing does not ask the API again. */
export class RecentResults<T> {
  private readonly entries = new Map<string, T>();
  constructor(private readonly limit = 20) {}

  get(key: string): T | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as string);
  }
}
