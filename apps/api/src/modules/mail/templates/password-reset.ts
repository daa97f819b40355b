import type { ShopLocale } from '@hemma/commerce';
import { fillMailTexts, type MailTexts } from '../mail-texts.ts';
import { escapeHtml } from './escape-html.ts';

export interface PasswordResetMailModel {
  /** The language of the store view the shopper asked from (issue 33). */
  locale: ShopLocale;
  firstname: string;
  /** The store view's page that asks for the new password, with token and e-mail in its query. */
  resetUrl: string;
  /** How long the link works, in minutes. */
  validMinutes: number;
  shopUrl: string;
  /**
   * The owner's texts of the mail in its language (decision 0069): subject, greeting, introduction, signature. The
   * link, its button, how long it works and what to do if it was not you are the mail's own: no text removes them.
   */
  texts: MailTexts;
}

/** "1 hour", "2 hours" or "90 minutes" in the mail's language. */
type Duration = (minutes: number) => string;
const duration =
  (hour: string, hours: string, minutes: string): Duration =>
  (total) =>
    total % 60 !== 0 ? `${total} ${minutes}` : total === 60 ? hour : `${total / 60} ${hours}`;

const TEXTS = {
  'sv-SE': {
    action: 'Välj ett nytt lösenord via länken nedan:',
    button: 'Välj nytt lösenord',
    validity: (d: string) => `Länken fungerar en gång och gäller i ${d}.`,
    duration: duration('1 timme', 'timmar', 'minuter'),
    ignore: 'Om det inte var du som bad om detta kan du bortse från mejlet – ditt lösenord är oförändrat.',
  },
  'en-US': {
    action: 'Choose a new password with the link below:',
    button: 'Choose a new password',
    validity: (d: string) => `The link works once and for ${d}.`,
    duration: duration('1 hour', 'hours', 'minutes'),
    ignore: 'If it was not you who asked for this, you can ignore this mail – your password is unchanged.',
  },
  'de-DE': {
    action: 'Wählen Sie über den Link unten ein neues Passwort:',
    button: 'Neues Passwort wählen',
    validity: (d: string) => `Der Link funktioniert einmal und ist ${d} gültig.`,
    duration: duration('eine Stunde', 'Stunden', 'Minuten'),
    ignore:
      'Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren – Ihr Passwort bleibt unverändert.',
  },
  'it-IT': {
    action: 'Scegli una nuova password con il link qui sotto:',
    button: 'Scegli una nuova password',
    validity: (d: string) => `Il link funziona una sola volta ed è valido per ${d}.`,
    duration: duration('un’ora', 'ore', 'minuti'),
    ignore: 'Se non sei stato tu a chiederlo, puoi ignorare questa e-mail: la tua password non è cambiata.',
  },
} satisfies Record<ShopLocale, unknown>;

const FONT = 'font-family:Helvetica,Arial,sans-serif;color:#2b2a28';

/** The "choose a new password" mail, in the language of the store view the shopper asked from. */
export function renderPasswordReset(model: PasswordResetMailModel): {
  subject: string;
  text: string;
  html: string;
} {
  const t = TEXTS[model.locale] ?? TEXTS['sv-SE'];
  const own = fillMailTexts(model.texts, { name: model.firstname });
  const { subject } = own;
  const lines = {
    greeting: own.greeting,
    validity: t.validity(t.duration(model.validMinutes)),
  };
  const text = [
    lines.greeting,
    '',
    own.intro,
    t.action,
    '',
    model.resetUrl,
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
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f3f1ed">
<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:24px 32px;${FONT};font-size:15px;line-height:1.5">
<p style="margin:0 0 12px;font-size:18px">${e(lines.greeting)}</p>
<p style="margin:0 0 16px">${e(own.intro)} ${e(t.action)}</p>
<p style="margin:0 0 24px"><a href="${e(model.resetUrl)}" style="display:inline-block;padding:12px 20px;background:#2b2a28;color:#ffffff;text-decoration:none">${e(t.button)}</a></p>
<p style="margin:0 0 16px">${e(lines.validity)} ${e(t.ignore)}</p>
<p style="margin:0">${e(own.signature)}<br><a href="${e(model.shopUrl)}" style="color:#2b2a28">${e(model.shopUrl)}</a></p>
</div>
</body>
</html>
`;
  return { subject, text, html };
}
