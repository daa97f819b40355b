import { formatLongDate, type ShopLocale } from '@hemma/commerce';
import { fillMailTexts, type MailTexts } from '../mail-texts.ts';
import { escapeHtml } from './escape-html.ts';

export interface NewsletterWelcomeModel {
  /** The language of the store view the address signed up in; Swedish when absent. */
  locale?: ShopLocale;
  /** The subscriber's address: the only one the code works for. */
  email: string;
  couponCode: string;
  /** Whole percent off, e.g. 10. */
  percent: number;
  /** ISO instant the code stops working; null when it never does. */
  validUntil: string | null;
  /** The shop page that ends the subscription, with the subscriber's unsubscribe token in its query. */
  unsubscribeUrl: string;
  shopUrl: string;
  /** The owner's texts of this mail in the mail's language (decision 0069). */
  texts: MailTexts;
}

const TEXTS = {
  'sv-SE': {
    codeLabel: 'Din rabattkod',
    howTo: 'Ange koden i varukorgen eller i kassan.',
    terms: (until: string | null, email: string) =>
      `Koden gäller för ett köp${until ? ` till och med ${until}` : ''}, med e-postadressen ${email}.`,
    unsubscribe: 'Vill du inte längre ha nyhetsbrevet? Avsluta prenumerationen här:',
  },
  'en-US': {
    codeLabel: 'Your discount code',
    howTo: 'Enter the code in the cart or at the checkout.',
    terms: (until: string | null, email: string) =>
      `The code is good for one purchase${until ? ` until ${until}` : ''}, with the e-mail address ${email}.`,
    unsubscribe: 'No longer want the newsletter? Unsubscribe here:',
  },
  'de-DE': {
    codeLabel: 'Ihr Rabattcode',
    howTo: 'Geben Sie den Code im Warenkorb oder an der Kasse ein.',
    terms: (until: string | null, email: string) =>
      `Der Code gilt für einen Einkauf${until ? ` bis einschließlich ${until}` : ''}, mit der E-Mail-Adresse ${email}.`,
    unsubscribe: 'Sie möchten den Newsletter nicht mehr erhalten? Hier abbestellen:',
  },
  'it-IT': {
    codeLabel: 'Il tuo codice sconto',
    howTo: 'Inserisci il codice nel carrello o alla cassa.',
    terms: (until: string | null, email: string) =>
      `Il codice vale per un acquisto${until ? ` fino al ${until}` : ''}, con l'indirizzo e-mail ${email}.`,
    unsubscribe: 'Non vuoi più ricevere la newsletter? Annulla qui l’iscrizione:',
  },
} satisfies Record<ShopLocale, unknown>;

const FONT = 'font-family:Helvetica,Arial,sans-serif;color:#2b2a28';

/** A day as mails write it ("5 december 2026"), in the shop's time zone and the mail's language. */
function formatDate(iso: string, locale: ShopLocale): string {
  return formatLongDate(new Date(iso), locale);
}

/**
 * The welcome mail with the newsletter sign-up coupon (SPEC §9 'Newsletter sign-up coupon 10% off'), sent once the
 * address has confirmed, in the language of the store view it signed up in; it carries the unsubscribe link.
 */
export function renderNewsletterWelcome(model: NewsletterWelcomeModel): {
  subject: string;
  text: string;
  html: string;
} {
  const locale = model.locale ?? 'sv-SE';
  const t = TEXTS[locale] ?? TEXTS['sv-SE'];
  const own = fillMailTexts(model.texts, { email: model.email, percent: model.percent });
  const subject = own.subject;
  const intro = own.intro;
  const terms = [
    t.howTo,
    t.terms(model.validUntil ? formatDate(model.validUntil, model.locale ?? 'sv-SE') : null, model.email),
  ];

  const text = [
    own.greeting,
    '',
    intro,
    '',
    `${t.codeLabel}: ${model.couponCode}`,
    '',
    ...terms,
    '',
    t.unsubscribe,
    model.unsubscribeUrl,
    '',
    own.signature,
    model.shopUrl,
    '',
  ].join('\n');

  const e = escapeHtml;
  const html = `<!DOCTYPE html>
<html lang="${locale.slice(0, 2)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f1ed">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f1ed"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;${FONT};font-size:15px;line-height:1.5">
<tr><td style="padding:24px 32px;background:#2b2a28;color:#ffffff;font-size:22px;font-weight:bold;letter-spacing:1px">Hemma</td></tr>
<tr><td style="padding:24px 32px">
<p style="margin:0 0 12px;font-size:18px">${e(own.greeting)}</p>
<p style="margin:0 0 24px">${e(intro)}</p>
<p style="margin:0 0 4px;color:#6b6760;font-size:13px">${e(t.codeLabel)}</p>
<p style="margin:0 0 24px;padding:16px;border:2px dashed #c8a273;text-align:center;font-size:24px;font-weight:bold;letter-spacing:2px">${e(model.couponCode)}</p>
<p style="margin:0 0 16px">${terms.map(e).join('<br>')}</p>
<p style="margin:0 0 16px;color:#6b6760;font-size:13px">${e(t.unsubscribe)} <a href="${e(model.unsubscribeUrl)}" style="color:#6b6760">${e(model.unsubscribeUrl)}</a></p>
<p style="margin:0">${e(own.signature)}<br><a href="${e(model.shopUrl)}" style="color:#2b2a28">${e(model.shopUrl)}</a></p>
</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
  return { subject, text, html };
}
