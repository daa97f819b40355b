/**
 * The fields of an answer that a change changed, before and after, as the audit log keeps them (decision 0020).
 * Without a before (a creation) the whole answer is the after. Timestamps are left out: they always change.
 */
export function changedFields<T extends object>(
  before: T | null,
  after: T,
): { before: Record<string, unknown> | null; after: Record<string, unknown> } {
  const afterFields = after as Record<string, unknown>;
  if (!before) return { before: null, after: afterFields };
  const beforeFields = before as Record<string, unknown>;
  const keys = Object.keys(afterFields).filter(
    (key) => key !== 'updated_at' && JSON.stringify(beforeFields[key]) !== JSON.stringify(afterFields[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, beforeFields[key]])),
    after: Object.fromEntries(keys.map((key) => [key, afterFields[key]])),
  };
}
