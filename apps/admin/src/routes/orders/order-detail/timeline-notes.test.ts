import { describe, expect, it } from 'vitest';
import { parseTimelineNote } from './timeline-notes.ts';

describe('parseTimelineNote', () => {
  it('reads what cancelling undid, line by line, after the staff note', () => {
    const note = [
      'Kunden ångrade sig',
      'Stock returned: 3 pcs of 2 product(s).',
      'Coupon HEMMA10: its use was given back.',
      '40 loyalty points taken back.',
      'Paid by card: NOT refunded by cancelling — refund the payment with the payment provider.',
      'The parts of bundles were not returned to stock (placed before reservations were recorded).',
    ].join('\n');
    expect(parseTimelineNote(note)).toEqual([
      { kind: 'text', text: 'Kunden ångrade sig' },
      { kind: 'stockReturned', pieces: 3, products: 2 },
      { kind: 'couponReleased', code: 'HEMMA10' },
      { kind: 'pointsReversed', points: 40 },
      { kind: 'cardNotRefunded' },
      { kind: 'bundleStockKept' },
    ]);
  });

  it('reads whether the mail to the customer went out', () => {
    expect(parseTimelineNote('Shipping notice mailed to anna@example.se')).toEqual([
      { kind: 'mailed', email: 'anna@example.se' },
    ]);
    expect(parseTimelineNote('Cancellation notice to anna@example.se FAILED: connection refused')).toEqual([
      { kind: 'mailFailed', email: 'anna@example.se', reason: 'connection refused' },
    ]);
  });

  it('keeps a line it does not know as written', () => {
    expect(parseTimelineNote('Stock returned: many')).toEqual([
      { kind: 'text', text: 'Stock returned: many' },
    ]);
  });
});
