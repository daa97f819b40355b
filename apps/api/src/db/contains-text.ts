import { sql, type Expression, type RawBuilder } from 'kysely';

/** `%text%` for LIKE, lower-cased, with the searcher's own `%`, `_` and `\` taken literally. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Whether `expression` contains `text`, ignoring case, on SQLite and PostgreSQL alike (the back office's search
 * boxes). `lower()` folds ASCII on SQLite, every letter on PostgreSQL.
 */
export function containsText(expression: Expression<unknown>, text: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${expression}) like ${likePattern(text)} escape '\\'`;
}

/** A column by name, for containsText. */
export const column = (name: string) => sql.ref(name);
