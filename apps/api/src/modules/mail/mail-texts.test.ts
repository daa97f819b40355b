import { describe, expect, it } from 'vitest';
import { fillPlaceholders, MAIL_TEXT_KINDS, unknownPlaceholders } from './mail-texts.ts';

describe('the owner’s mail texts (decision 0069)', () => {
  it('names the placeholders a mail cannot fill, once each, a misspelt or empty one included', () => {
    expect(unknownPlaceholders('order_shipped', 'Order {order_number} med {carrier}, {name}')).toEqual([]);
    expect(
      unknownPlaceholders('order_shipped', '{ordernummer} {ordernummer} {} {credit_note_number}'),
    ).toEqual(['ordernummer', '', 'credit_note_number']);
    // Braces around words with spaces are text, not placeholders.
    expect(unknownPlaceholders('order_cancelled', 'Vi {hör av oss}')).toEqual([]);
  });

  it('fills the known placeholders and never reads a value as one', () => {
    expect(
      fillPlaceholders('Hej {name}, order {order_number}', { name: '{order_number}', order_number: 42 }),
    ).toBe('Hej {order_number}, order 42');
    expect(fillPlaceholders('{unknown} stays', {})).toBe('{unknown} stays');
  });

  it('has built-in Swedish and English texts that name only their own mail’s placeholders', () => {
    for (const [kind, texts] of Object.entries(MAIL_TEXT_KINDS))
      for (const text of [...Object.values(texts['sv-SE']), ...Object.values(texts['en-US'])])
        expect(unknownPlaceholders(kind as keyof typeof MAIL_TEXT_KINDS, text), `${kind}: ${text}`).toEqual(
          [],
        );
  });
});
