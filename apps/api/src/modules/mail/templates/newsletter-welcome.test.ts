import { describe, expect, it } from 'vitest';
import { renderNewsletterWelcome, type NewsletterWelcomeModel } from './newsletter-welcome.ts';

const model = (overrides: Partial<NewsletterWelcomeModel> = {}): NewsletterWelcomeModel => ({
  email: 'asa@example.com',
  couponCode: 'VALKOMMEN-K7QM4XPT',
  percent: 10,
  validUntil: '2027-03-05T13:07:00.000Z',
  shopUrl: 'https://hemma.example',
  ...overrides,
});

describe('renderNewsletterWelcome', () => {
  it('welcomes in Swedish with the code, the discount, its last day and whose address it is for', () => {
    const mail = renderNewsletterWelcome(model());
    expect(mail.subject).toBe('Välkommen till Hemmas nyhetsbrev – här är 10 % rabatt');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('VALKOMMEN-K7QM4XPT');
      expect(part).toContain('10 % rabatt');
      expect(part).toContain('till och med 5/3/2027');
      expect(part).toContain('asa@example.com');
      expect(part).toContain('https://hemma.example');
    }
    expect(mail.text).toContain('Din rabattkod: VALKOMMEN-K7QM4XPT');
    expect(mail.html).toContain('lang="sv"');
  });

  it('names no last day for a code without one', () => {
    const mail = renderNewsletterWelcome(model({ validUntil: null }));
    expect(mail.text).toContain('Koden gäller för ett köp, med e-postadressen asa@example.com.');
    expect(mail.text).not.toContain('till och med');
  });

  it('escapes every value it puts into the HTML', () => {
    const mail = renderNewsletterWelcome(
      model({
        email: "o'<b>@example.com",
        couponCode: '<img src=x>',
        shopUrl: 'https://h.example/"><script>',
      }),
    );
    expect(mail.html).not.toMatch(/<script|<b>|<img/);
    expect(mail.html).toContain('o&#39;&lt;b&gt;@example.com');
    expect(mail.html).toContain('&lt;img src=x&gt;');
    expect(mail.text).toContain("o'<b>@example.com");
  });
});
