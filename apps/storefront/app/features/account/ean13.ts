/**
 * EAN-13 bars for the loyalty card, written out rather than taken from a package: the card number is an EAN-13
 * (`29` in-store prefix + 10 digits + check digit), and these few tables are all a scanner needs.
 */
const L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const invert = (bits: string) => bits.replace(/[01]/g, (b) => (b === '0' ? '1' : '0'));
const R = L.map(invert);
const G = R.map((bits) => [...bits].reverse().join(''));
/** Which of L (odd) and G (even) codes the left six digits use, chosen by the first digit. */
const PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];

export function ean13CheckDigit(first12: string): number {
  const sum = [...first12].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}

/** The 95 modules ('1' bar, '0' space) of a valid EAN-13, or null for anything else. */
export function ean13Modules(code: string): string | null {
  if (!/^\d{13}$/.test(code) || ean13CheckDigit(code.slice(0, 12)) !== Number(code[12])) return null;
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0]!]!;
  const left = digits
    .slice(1, 7)
    .map((d, i) => (parity[i] === 'L' ? L[d] : G[d]))
    .join('');
  const right = digits
    .slice(7)
    .map((d) => R[d])
    .join('');
  return `101${left}01010${right}101`;
}

/** Bars as [x, width] runs, for an SVG. */
export function barRuns(modules: string): [number, number][] {
  const runs: [number, number][] = [];
  for (const match of modules.matchAll(/1+/g)) runs.push([match.index, match[0].length]);
  return runs;
}
