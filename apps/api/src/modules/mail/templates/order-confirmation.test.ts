import { formatPrice } from '@hemma/commerce';
import { describe, expect, it } from 'vitest';
import { builtInMailTexts } from '../mail-texts.ts';
import { type OrderMailModel, renderOrderConfirmation } from './order-confirmation.ts';

function order(overrides: Partial<OrderMailModel> = {}): OrderMailModel {
  return {
    incrementId: '000000042',
    createdAt: '2026-03-05T13:07:00.000Z',
    locale: 'sv-SE',
    currency: 'SEK',
    customer: { firstname: 'Åsa', lastname: 'Lind', email: 'asa@example.com' },
    items: [
      {
        name: 'Soffa Lund',
        sku: 'SOF-LUND-GRN',
        qty: 1,
        options: ['Färg: Grön', 'Tyg: Linne'],
        rowTotalInclTax: 1_234_500,
      },
      { name: 'Kudde Mjuk', sku: 'KUD-MJUK', qty: 2, options: [], rowTotalInclTax: 59_800 },
    ],
    totals: {
      subtotalInclTax: 1_294_300,
      discountInclTax: -129_430,
      shippingInclTax: 49_900,
      paymentInclTax: 0,
      tax: 242_954,
      grandTotal: 1_214_770,
    },
    couponCode: 'HEMMA10',
    shippingMethodTitle: 'Hemleverans',
    paymentMethodTitle: 'Faktura',
    paymentDueOnDelivery: false,
    shippingAddress: {
      firstname: 'Åsa',
      lastname: 'Lind',
      street: ['Storgatan 1', 'lgh 1102'],
      postcode: '123 45',
      city: 'Stockholm',
      countryId: 'SE',
      telephone: '070-123 45 67',
    },
    shopUrl: 'https://hemma.example',
    texts: builtInMailTexts('order_confirmation', overrides.locale ?? 'sv-SE'),
    ...overrides,
  };
}

describe('renderOrderConfirmation', () => {
  it('writes a Swedish confirmation with the order, lines, totals, address and methods', () => {
    const mail = renderOrderConfirmation(order());
    expect(mail.subject).toBe('Orderbekräftelse – order 000000042');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Hej Åsa!');
      expect(part).toContain('000000042');
      expect(part).toContain('5 mars 2026 14:07');
      expect(part).toContain('Soffa Lund');
      expect(part).toContain('Färg: Grön');
      expect(part).toContain('SOF-LUND-GRN');
      expect(part).toContain('12\u00a0345\u00a0kr');
      expect(part).toContain('Rabatt (HEMMA10)');
      expect(part).toContain('\u22121\u00a0294\u00a0kr');
      expect(part).toContain('Storgatan 1');
      expect(part).toContain('123 45 Stockholm');
      expect(part).toContain('Sverige');
      expect(part).toContain('Hemleverans');
      expect(part).toContain('Faktura');
      expect(part).toContain('öppet köp i 365 dagar');
      expect(part).not.toContain('Du betalar vid leverans.');
    }
    expect(mail.text).toContain('- 2 × Kudde Mjuk: 598\u00a0kr');
    expect(mail.text).toContain(`Totalt: ${formatPrice(1_214_770)}`);
    expect(mail.text).toContain(`Varav moms: ${formatPrice(242_954)}`);
    expect(mail.text).toContain('Frakt: 499\u00a0kr');
  });

  it('writes an English confirmation when the order was placed in English', () => {
    const mail = renderOrderConfirmation(order({ locale: 'en-US', paymentDueOnDelivery: true }));
    expect(mail.subject).toBe('Order confirmation – order 000000042');
    expect(mail.text).toContain('Hi Åsa,');
    expect(mail.text).toContain(`Subtotal: ${formatPrice(1_294_300, 'en-US')}`);
    expect(mail.text).toContain('Discount (HEMMA10)');
    expect(mail.text).toContain('Of which VAT');
    expect(mail.text).toContain('Free returns within 30 days');
    expect(mail.text).toContain('Sweden');
    expect(mail.text).toContain('You pay on delivery.');
    expect(mail.html).toContain('lang="en"');
    expect(mail.text).not.toContain('Delsumma');
  });

  it.each([
    [
      'de-DE',
      ['Bestellbestätigung – Bestellung {order_number}', 'Bestellbestätigung – Bestellung 000000042'],
      ['Hallo {name},', 'Hallo Åsa,'],
      'Zwischensumme',
      'Schweden',
      'Dienstag, 26. Januar 2027',
    ],
    [
      'it-IT',
      ["Conferma d'ordine – ordine {order_number}", "Conferma d'ordine – ordine 000000042"],
      ['Ciao {name},', 'Ciao Åsa,'],
      'Subtotale',
      'Svezia',
      'martedì 26 gennaio 2027',
    ],
  ] as const)(
    'writes a %s confirmation for an order placed in the German or Italian store view, in euros',
    (locale, subject, greeting, subtotal, country, day) => {
      // The owner's texts of the store view (decision 0069), with their placeholders filled in.
      const texts = {
        ...builtInMailTexts('order_confirmation', 'en-US'),
        subject: subject[0],
        greeting: greeting[0],
      };
      const mail = renderOrderConfirmation(
        order({ locale, currency: 'EUR', deliveryDate: '2027-01-26', texts }),
      );
      expect(mail.subject).toBe(subject[1]);
      expect(mail.text).toContain(greeting[1]);
      expect(mail.text).toContain(`${subtotal}: ${formatPrice(1_294_300, locale, 'EUR')}`);
      expect(mail.text).toContain(country);
      expect(mail.text).toContain(day);
      expect(mail.html).toContain(`lang="${locale.slice(0, 2)}"`);
      expect(mail.text).not.toContain('Delsumma');
      expect(mail.text).not.toContain('Subtotal:');
    },
  );

  it('dates the order in the shop time zone as a letter does, not in the storefront format (issue 35)', () => {
    const createdAt = '2026-07-01T22:30:00.000Z';
    const mail = renderOrderConfirmation(order({ createdAt }));
    expect(mail.text).toContain('Orderdatum: 2 juli 2026 00:30');
    expect(mail.text).not.toContain('2/7/2026');
    const english = renderOrderConfirmation(order({ createdAt, locale: 'en-US' }));
    expect(english.text).toContain('July 2, 2026 00:30');
  });

  it('shows a payment fee only when there is one, and says when payment is due on delivery', () => {
    const without = renderOrderConfirmation(order());
    expect(without.text).not.toContain('Betalningsavgift');
    expect(without.html).not.toContain('Betalningsavgift');

    const withFee = renderOrderConfirmation(
      order({ paymentDueOnDelivery: true, totals: { ...order().totals, paymentInclTax: 2_900 } }),
    );
    expect(withFee.text).toContain('Betalningsavgift: 29\u00a0kr');
    expect(withFee.html).toContain('Betalningsavgift');
    expect(withFee.text).toContain('Du betalar vid leverans.');
    expect(withFee.html).toContain('Du betalar vid leverans.');
  });

  it('leaves the discount out when there is neither a discount nor a coupon', () => {
    const mail = renderOrderConfirmation(
      order({ couponCode: null, totals: { ...order().totals, discountInclTax: 0 } }),
    );
    expect(mail.text).not.toContain('Rabatt');
  });

  it('escapes every value it puts into the HTML', () => {
    const mail = renderOrderConfirmation(
      order({
        customer: { firstname: '<script>alert(1)</script>', lastname: 'L', email: 'x@example.com' },
        items: [
          {
            name: 'Bord "Ek" & <b>',
            sku: "S'1",
            qty: 1,
            options: ['<i>Färg</i>: Grön'],
            rowTotalInclTax: 100,
          },
        ],
        couponCode: '<img src=x>',
        shopUrl: 'https://hemma.example/"><script>',
      }),
    );
    expect(mail.html).not.toMatch(/<script|<b>|<i>|<img/);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Bord &quot;Ek&quot; &amp; &lt;b&gt;');
    expect(mail.html).toContain('S&#39;1');
    expect(mail.html).toContain('Rabatt (&lt;img src=x&gt;)');
    // The text part is not HTML and keeps the shopper's input as typed.
    expect(mail.text).toContain('Hej <script>alert(1)</script>!');
  });

  it('shows the amounts of an order placed in EUR in euros with cents (decision 0035)', () => {
    const mail = renderOrderConfirmation(order({ currency: 'EUR' }));
    for (const part of [mail.text, mail.html]) {
      expect(part).toMatch(/\d,\d{2}\u00a0€/);
      expect(part).not.toMatch(/\d\u00a0kr/);
    }
  });

  it('names the booked delivery day and the pick-up point (ombud) when the order has them', () => {
    const plain = renderOrderConfirmation(order());
    expect(plain.text).not.toContain('Leveransdag');
    expect(plain.text).not.toContain('Hämtas hos ombud');
    const booked = renderOrderConfirmation(order({ deliveryDate: '2027-01-26' }));
    for (const part of [booked.text, booked.html]) expect(part).toContain('tisdag 26 januari 2027');
    expect(booked.text).toContain('Leveransdag: tisdag 26 januari 2027');
    const english = renderOrderConfirmation(order({ locale: 'en-US', deliveryDate: '2027-01-26' }));
    expect(english.text).toContain('Delivery day: Tuesday, January 26, 2027');
    const collected = renderOrderConfirmation(
      order({
        pickupPoint: {
          name: 'ICA Nära Vasastan',
          street: 'Upplandsgatan 48',
          postcode: '113 28',
          city: 'Stockholm',
          openingHours: 'Mån–fre 8–21',
        },
      }),
    );
    for (const part of [collected.text, collected.html]) {
      expect(part).toContain('Hämtas hos ombud');
      expect(part).toContain('ICA Nära Vasastan');
      expect(part).toContain('113 28 Stockholm');
    }
  });
});

describe('what the confirmation says of delivery and payment (issue 35)', () => {
  it('states the expected delivery when no day is booked, the booked day when one is', () => {
    const expectedDelivery = { from: '2027-01-20', to: '2027-02-17' };
    const expected = renderOrderConfirmation(order({ expectedDelivery }));
    for (const part of [expected.text, expected.html]) expect(part).toContain('20 januari–17 februari');
    expect(expected.text).toContain('Beräknad leverans: 20 januari–17 februari');
    const booked = renderOrderConfirmation(order({ expectedDelivery, deliveryDate: '2027-01-26' }));
    expect(booked.text).toContain('Leveransdag: tisdag 26 januari 2027');
    expect(booked.text).not.toContain('Beräknad leverans');
  });

  it('names the credit option taken and says when an invoice is due', () => {
    const credit = renderOrderConfirmation(
      order({ paymentMethodTitle: 'Delbetalning eller faktura', paymentOption: 'part_payment' }),
    );
    expect(credit.text).toContain('Betalningssätt: Delbetalning eller faktura: Delbetalning, 12 månader');
    const invoice = renderOrderConfirmation(order({ invoiceWithDelivery: true }));
    for (const part of [invoice.text, invoice.html])
      expect(part).toContain('Fakturan skickas med leveransen, betala inom 30 dagar.');
  });
});
