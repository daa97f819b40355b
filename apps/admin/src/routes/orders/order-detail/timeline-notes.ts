/**
 * The shop's own lines in an order's timeline (what cancelling undid, whether a mail went out) as data to word in
 * the staff user's language. The API writes them in English (`undo-order.ts`, `order-status-mail.ts`); a line this
 * does not know — a staff user's own note — is kept as written.
 */
export type TimelineLine =
  | { kind: 'stockReturned'; pieces: number; products: number }
  | { kind: 'bundleStockKept' }
  | { kind: 'couponReleased'; code: string }
  | { kind: 'pointsReversed'; points: number }
  | { kind: 'cardNotRefunded' }
  | { kind: 'mailed'; email: string }
  | { kind: 'mailFailed'; email: string; reason: string }
  | { kind: 'text'; text: string };

const PATTERNS: [RegExp, (m: RegExpExecArray) => TimelineLine][] = [
  [
    /^Stock returned: (\d+) pcs of (\d+) product\(s\)\.$/,
    (m) => ({ kind: 'stockReturned', pieces: Number(m[1]), products: Number(m[2]) }),
  ],
  [/^The parts of bundles were not returned to stock/, () => ({ kind: 'bundleStockKept' })],
  [/^Coupon (\S+): its use was given back\.$/, (m) => ({ kind: 'couponReleased', code: m[1]! })],
  [/^(\d+) loyalty points taken back\.$/, (m) => ({ kind: 'pointsReversed', points: Number(m[1]) })],
  [/^Paid by card: NOT refunded by cancelling/, () => ({ kind: 'cardNotRefunded' })],
  [/^(?:Shipping|Cancellation) notice mailed to (\S+)$/, (m) => ({ kind: 'mailed', email: m[1]! })],
  [
    /^(?:Shipping|Cancellation) notice to (\S+) FAILED: (.*)$/,
    (m) => ({ kind: 'mailFailed', email: m[1]!, reason: m[2]! }),
  ],
];

export function parseTimelineNote(note: string): TimelineLine[] {
  return note
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      for (const [pattern, read] of PATTERNS) {
        const match = pattern.exec(line.trim());
        if (match) return read(match);
      }
      return { kind: 'text', text: line };
    });
}
