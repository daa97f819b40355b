/**
 * Amounts as a Swedish shop owner types them — `49`, `49,50`, `1 000`, `5000.5` — and back. The API takes kronor
 * with at most two decimals (decision 0021); the form keeps the text the owner typed until it is sent.
 */
const KRONOR = /^\d{1,8}(?:[.,]\d{1,2})?$/;

/** The amount in kronor, or null when the text is not one (empty included). */
export function parseKronor(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(/kr$/i, '');
  if (!KRONOR.test(compact)) return null;
  return Number(compact.replace(',', '.'));
}

/** An amount as the form shows it: `49`, `49,50` (no thousands separator, so it reads back as typed). */
export function kronorText(kronor: number, decimalComma = true): string {
  const text = Number.isInteger(kronor) ? String(kronor) : kronor.toFixed(2);
  return decimalComma ? text.replace('.', ',') : text;
}
