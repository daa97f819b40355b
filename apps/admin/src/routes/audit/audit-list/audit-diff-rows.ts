/** One field of an audit entry: what it was before the change and after it. */
export interface DiffRow {
  field: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields of an entry's before and after, in the order they were recorded (before's first, then fields only
 * after has). A missing side (created: nothing before; deleted: nothing after) reads as absent, so every field of it
 * counts as changed.
 */
export function diffRows(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): DiffRow[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => {
    const was = before?.[field];
    const is = after?.[field];
    return { field, before: was, after: is, changed: !same(was, is) };
  });
}
