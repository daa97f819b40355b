import type { ShopLocale } from '@hemma/commerce';
import { fillMailTexts, type MailTexts } from '../mail-texts.ts';
import { escapeHtml } from './escape-html.ts';

/** The "confirm your subscription" mail of the newsletter's double opt-in (decision 0014, addendum). */
export interface NewsletterConfirmationModel {
  locale: ShopLocale;
  /** The address that was signed up: the mail goes there and nowhere else. */
  email: string;
  /** The shop page that confirms, with the single-use token in its query. */
  confirmUrl: string;
  /** How long the link works, in days. */
  validDays: number;
  /** Whole percent off of the sign-up coupon that confirming brings. */
  percent: number;
  shopUrl: string;
  /** The owner's texts of this mail in the mail's language (decision 0069). */
  texts: MailTexts;
}

const TEXTS = {
  'sv-SE': {
    action: (percent: number) =>
      `Bekräfta prenumerationen via länken nedan, så skickar vi din personliga rabattkod på ${percent} %.`,
    button: 'Bekräfta prenumerationen',
    validity: (days: number) => `Länken fungerar en gång och gäller i ${days} dagar.`,
    ignore: 'Var det inte du? Då kan du bortse från mejlet: utan bekräftelse får du inga utskick från oss.',
  },
  'en-US': {
    action: (percent: number) =>
      `Confirm the subscription with the link below and we will send you your personal ${percent} % discount code.`,
    button: 'Confirm the subscription',
    validity: (days: number) => `The link works once and for ${days} days.`,
    ignore: 'Was it not you? Then ignore this mail: without a confirmation we send you nothing.',
  },
  'de-DE': {
    action: (percent: number) =>
      `Bestätigen Sie das Abonnement über den Link unten, dann senden wir Ihnen Ihren persönlichen Rabattcode über ${percent} %.`,
    button: 'Abonnement bestätigen',
    validity: (days: number) => `Der Link funktioniert einmal und ist ${days} Tage gültig.`,
    ignore:
      'Waren Sie das nicht? Dann ignorieren Sie diese E-Mail: Ohne Bestätigung erhalten Sie nichts von uns.',
  },
  'it-IT': {
    action: (percent: number) =>
      `Conferma l'iscrizione con il link qui sotto e ti invieremo il tuo codice sconto personale del ${percent} %.`,
    button: "Conferma l'iscrizione",
    validity: (days: number) => `Il link funziona una sola volta ed è valido per ${days} giorni.`,
    ignore: 'Non sei stato tu? Ignora questa e-mail: senza conferma non ti invieremo nulla.',
  },
} satisfies Record<ShopLocale, unknown>;

const FONT = 'font-family:Helvetica,Arial,sans-serif;color:#2b2a28';

export function renderNewsletterConfirmation(model: NewsletterConfirmationModel): {
  subject: string;
  text: string;
  html: string;
} {
  const t = TEXTS[model.locale] ?? TEXTS['sv-SE'];
  const own = fillMailTexts(model.texts, { email: model.email });
  const lines = {
    intro: own.intro,
    action: t.action(model.percent),
    validity: t.validity(model.validDays),
  };
  const text = [
    own.greeting,
    '',
    lines.intro,
    lines.action,
    '',
    model.confirmUrl,
    '',
    lines.validity,
    t.ignore,
    '',
    own.signature,
    model.shopUrl,
    '',
  ].join('\n');
  const e = escapeHtml;
  const html = `<!DOCTYPE html>
<html lang="${model.locale.slice(0, 2)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(own.subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f3f1ed">
<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:24px 32px;${FONT};font-size:15px;line-height:1.5">
<p style="margin:0 0 12px;font-size:18px">${e(own.greeting)}</p>
<p style="margin:0 0 16px">${e(lines.intro)} ${e(lines.action)}</p>
<p style="margin:0 0 24px"><a href="${e(model.confirmUrl)}" style="display:inline-block;padding:12px 20px;background:#2b2a28;color:#ffffff;text-decoration:none">${e(t.button)}</a></p>
<p style="margin:0 0 16px">${e(lines.validity)} ${e(t.ignore)}</p>
<p style="margin:0">${e(own.signature)}<br><a href="${e(model.shopUrl)}" style="color:#2b2a28">${e(model.shopUrl)}</a></p>
</div>
</body>
</html>
`;
  return { subject: own.subject, text, html };
}
