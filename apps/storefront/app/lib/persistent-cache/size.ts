/**
 * SPEC §9 size estimate for the quota check: 2 bytes per character (UTF-16, as browsers store strings), 8 per
 * number, 4 per boolean. Object keys count as strings. Cheap and deterministic rather than exact: it only decides
 * when to purge.
 */
export function estimateSize(value: unknown, seen = new Set<object>()): number {
  if (typeof value === 'string') return value.length * 2;
  if (typeof value === 'number') return 8;
  if (typeof value === 'boolean') return 4;
  if (value === null || typeof value !== 'object') return 0;
  // A cycle would loop forever; a shared sub-object is counted once, which is what serialising it costs anyway.
  if (seen.has(value)) return 0;
  seen.add(value);
  let bytes = 0;
  if (Array.isArray(value)) {
    for (const item of value) bytes += estimateSize(item, seen);
    return bytes;
  }
  for (const [key, item] of Object.entries(value)) bytes += key.length * 2 + estimateSize(item, seen);
  return bytes;
}
