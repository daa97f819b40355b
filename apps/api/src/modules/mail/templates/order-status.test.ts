import { describe, expect, it } from 'vitest';
import { builtInMailTexts } from '../mail-texts.ts';
import { renderOrderStatusMail } from './order-status.ts';

const common = {
  incrementId: '100000042',
  firstname: 'Åsa',
  shopUrl: 'https://hemma.example',
  supportEmail: 'kundservice@hemma.example',
};

describe('renderOrderStatusMail', () => {
  it('tells a Swedish customer who carries a shipped order and its tracking number', () => {
    const mail = renderOrderStatusMail({
      ...common,
      locale: 'sv-SE',
      texts: builtInMailTexts('order_shipped', 'sv-SE'),
      kind: 'shipped',
      carrier: 'PostNord',
      trackingNumber: 'SE<123>',
    });
    expect(mail.subject).toBe('Din order 100000042 är skickad');
    expect(mail.text).toContain('Hej Åsa!');
    expect(mail.text).toContain('Din order 100000042 har skickats med PostNord.');
    expect(mail.text).toContain('Spårningsnummer: SE<123>');
    expect(mail.html).toContain('<strong>SE&lt;123&gt;</strong>');
    expect(mail.html).not.toContain('SE<123>');
  });

  it('links a PostNord tracking number to PostNord’s tracking page in both parts', () => {
    const url = 'https://tracking.postnord.com/se/?id=SE123&x=<1>';
    const mail = renderOrderStatusMail({
      ...common,
      locale: 'sv-SE',
      texts: builtInMailTexts('order_shipped', 'sv-SE'),
      kind: 'shipped',
      carrier: 'PostNord',
      trackingNumber: 'SE123',
      trackingUrl: url,
    });
    expect(mail.text).toContain('Spårningsnummer: SE123');
    expect(mail.text).toContain(`Följ paketet här: ${url}`);
    expect(mail.text).not.toContain('hos transportören');
    const href = 'https://tracking.postnord.com/se/?id=SE123&amp;x=&lt;1&gt;';
    expect(mail.html).toContain(`<a href="${href}" style="color:#2b2a28"><strong>SE123</strong></a>`);
    expect(mail.html).not.toContain('<1>');
  });

  it.each([
    [true, 'Du betalade med kort. Återbetalningen görs separat; hör av dig till kundservice@hemma.example'],
    [false, 'Du har inget att betala för ordern.'],
  ])('says honestly what a cancellation means for the payment (card: %s)', (paidByCard, sentence) => {
    const mail = renderOrderStatusMail({
      ...common,
      locale: 'sv-SE',
      texts: builtInMailTexts('order_cancelled', 'sv-SE'),
      kind: 'cancelled',
      paidByCard,
    });
    expect(mail.subject).toBe('Din order 100000042 är avbruten');
    expect(mail.text).toContain(sentence);
  });

  it('writes English to a customer who ordered in English', () => {
    const mail = renderOrderStatusMail({
      ...common,
      locale: 'en-US',
      texts: builtInMailTexts('order_cancelled', 'en-US'),
      kind: 'cancelled',
      paidByCard: true,
    });
    expect(mail.subject).toBe('Your order 100000042 has been cancelled');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toContain('The refund is made separately');
  });

  it.each([
    ['de-DE', 'Ihre Bestellung {order_number} wurde versandt', 'Sendungsnummer: SE123'],
    ['it-IT', 'Il tuo ordine {order_number} è stato spedito', 'Numero di tracciamento: SE123'],
  ] as const)('writes %s to a customer who ordered in that store view', (locale, subject, tracking) => {
    const mail = renderOrderStatusMail({
      ...common,
      locale,
      texts: { ...builtInMailTexts('order_shipped', locale), subject },
      kind: 'shipped',
      carrier: 'PostNord',
      trackingNumber: 'SE123',
    });
    expect(mail.subject).toBe(subject.replace('{order_number}', '100000042'));
    expect(mail.text).toContain(tracking);
    expect(mail.html).toContain(`<html lang="${locale.slice(0, 2)}">`);
  });
});
