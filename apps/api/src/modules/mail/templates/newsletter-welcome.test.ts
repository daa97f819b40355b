import { describe, expect, it } from 'vitest';
import { builtInMailTexts } from '../mail-texts.ts';
import { renderNewsletterWelcome, type NewsletterWelcomeModel } from './newsletter-welcome.ts';

const model = (overrides: Partial<NewsletterWelcomeModel> = {}): NewsletterWelcomeModel => ({
  email: 'asa@example.com',
  couponCode: 'VALKOMMEN-K7QM4XPT',
  percent: 10,
  validUntil: '2027-03-05T13:07:00.000Z',
  unsubscribeUrl: 'https://hemma.example/newsletter/unsubscribe?token=7.abc',
  shopUrl: 'https://hemma.example',
  texts: builtInMailTexts('newsletter_welcome', overrides.locale ?? 'sv-SE'),
  ...overrides,
});

describe('renderNewsletterWelcome', () => {
  it('welcomes in Swedish with the code, the discount, its last day and whose address it is for', () => {
    const mail = renderNewsletterWelcome(model());
    expect(mail.subject).toBe('Välkommen till Hemmas nyhetsbrev – här är 10 % rabatt');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('VALKOMMEN-K7QM4XPT');
      expect(part).toContain('10 % rabatt');
      expect(part).toContain('till och med 5 mars 2027');
      expect(part).toContain('asa@example.com');
      expect(part).toContain('https://hemma.example');
    }
    expect(mail.text).toContain('Din rabattkod: VALKOMMEN-K7QM4XPT');
    expect(mail.html).toContain('lang="sv"');
  });

  it('carries the unsubscribe link in text and HTML', () => {
    const mail = renderNewsletterWelcome(model());
    expect(mail.text).toContain(
      'Avsluta prenumerationen här:\nhttps://hemma.example/newsletter/unsubscribe?token=7.abc',
    );
    expect(mail.html).toContain('href="https://hemma.example/newsletter/unsubscribe?token=7.abc"');
  });

  it('names no last day for a code without one', () => {
    const mail = renderNewsletterWelcome(model({ validUntil: null }));
    expect(mail.text).toContain('Koden gäller för ett köp, med e-postadressen asa@example.com.');
    expect(mail.text).not.toContain('till och med');
  });

  it.each([
    ['en-US', "Welcome to Hemma's newsletter – here is 10 % off", 'Your discount code: VALKOMMEN-K7QM4XPT'],
    // The store view's own subject is the owner's (decision 0069); without one the English text stands in.
    ['de-DE', "Welcome to Hemma's newsletter – here is 10 % off", 'Ihr Rabattcode: VALKOMMEN-K7QM4XPT'],
    ['it-IT', "Welcome to Hemma's newsletter – here is 10 % off", 'Il tuo codice sconto: VALKOMMEN-K7QM4XPT'],
  ] as const)('writes %s to an address that signed up in that store view', (locale, subject, code) => {
    const mail = renderNewsletterWelcome(model({ locale }));
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(code);
    expect(mail.html).toContain(`<html lang="${locale.slice(0, 2)}">`);
  });

  it('escapes every value it puts into the HTML', () => {
    const mail = renderNewsletterWelcome(
      model({
        email: "o'<b>@example.com",
        couponCode: '<img src=x>',
        shopUrl: 'https://h.example/"><script>',
        unsubscribeUrl: 'https://h.example/?a="><i>',
      }),
    );
    expect(mail.html).not.toMatch(/<script|<b>|<img|<i>/);
    expect(mail.html).toContain('o&#39;&lt;b&gt;@example.com');
    expect(mail.html).toContain('&lt;img src=x&gt;');
    expect(mail.text).toContain("o'<b>@example.com");
  });
});
