import { describe, expect, it } from 'vitest';
import { builtInMailTexts } from '../mail-texts.ts';
import { renderNewsletterConfirmation, type NewsletterConfirmationModel } from './newsletter-confirmation.ts';

const model = (overrides: Partial<NewsletterConfirmationModel> = {}): NewsletterConfirmationModel => ({
  locale: 'sv-SE',
  email: 'asa@example.com',
  confirmUrl: 'https://hemma.example/newsletter/confirm?token=abc',
  validDays: 7,
  percent: 10,
  shopUrl: 'https://hemma.example',
  texts: builtInMailTexts('newsletter_confirmation', overrides.locale ?? 'sv-SE'),
  ...overrides,
});

describe('renderNewsletterConfirmation', () => {
  it('asks in Swedish to confirm with the link, says how long it works, and carries no code', () => {
    const mail = renderNewsletterConfirmation(model());
    expect(mail.subject).toBe('Bekräfta din prenumeration på Hemmas nyhetsbrev');
    expect(mail.text).toContain('https://hemma.example/newsletter/confirm?token=abc');
    expect(mail.text).toContain('Länken fungerar en gång och gäller i 7 dagar.');
    expect(mail.text).toContain('asa@example.com');
    expect(mail.html).toContain('href="https://hemma.example/newsletter/confirm?token=abc"');
    expect(`${mail.text}${mail.html}`).not.toMatch(/VALKOMMEN-/);
  });

  it.each([
    ['en-US', "Confirm your subscription to Hemma's newsletter", 'The link works once and for 7 days.'],
    ['de-DE', "Confirm your subscription to Hemma's newsletter", 'ist 7 Tage gültig'],
    ['it-IT', "Confirm your subscription to Hemma's newsletter", 'valido per 7 giorni'],
  ] as const)('writes %s to an address signed up in that store view', (locale, subject, validity) => {
    const mail = renderNewsletterConfirmation(model({ locale }));
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(validity);
    expect(mail.html).toContain(`<html lang="${locale.slice(0, 2)}">`);
  });

  it('escapes every value it puts into the HTML', () => {
    const mail = renderNewsletterConfirmation(
      model({ email: "o'<b>@example.com", confirmUrl: 'https://h.example/?t="><script>' }),
    );
    expect(mail.html).not.toMatch(/<script|<b>/);
    expect(mail.html).toContain('o&#39;&lt;b&gt;@example.com');
  });
});
