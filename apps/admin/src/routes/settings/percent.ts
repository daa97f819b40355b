/** A tax percentage as typed (`25`, `12,5`), or null when it is not one between 0 and 100. */
export function parsePercent(text: string): number | null {
  const compact = text.replace(/[\s%]/g, '');
  if (!/^\d{1,3}(?:[.,]\d{1,4})?$/.test(compact)) return null;
  const percent = Number(compact.replace(',', '.'));
  return percent <= 100 ? percent : null;
}
