/**
 * One copy of each repeated string (decision 0042, addendum 2026-11-30): the folded words of 100k product names and
 * SKUs are 680k strings, but only a few thousand different ones. Strings are compared by value everywhere, so a
 * shared copy changes nothing else. The table forgets everything when it reaches `limit` entries (renamed products
 * leave words behind), so it never holds more than that; strings handed out before stay valid, only no longer
 * shared with later ones.
 */
export function createInterner(limit: number): (value: string) => string {
  let table = new Map<string, string>();
  return (value) => {
    const known = table.get(value);
    if (known !== undefined) return known;
    if (table.size >= limit) table = new Map();
    table.set(value, value);
    return value;
  };
}
