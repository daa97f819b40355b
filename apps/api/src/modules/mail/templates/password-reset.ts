import type { ShopLocale } from '@hemma/commerce';
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
}

/** "1 hour", "2 hours" or "90 minutes" in the mail's language. */
type Duration = (minutes: number) => string;
const duration =
  (hour: string, hours: string, minutes: string): Duration =>
  (total) =>
    total % 60 !== 0 ? `${total} ${minutes}` : total === 60 ? hour : `${total / 60} ${hours}`;

const TEXTS = {
  'sv-SE': {
    subject: 'Återställ ditt lösenord hos Hemma',
    greeting: (name: string) => `Hej ${name}!`,
    intro: 'Vi har fått en begäran om att återställa lösenordet till ditt konto hos Hemma.',
    action: 'Välj ett nytt lösenord via länken nedan:',
    button: 'Välj nytt lösenord',
    validity: (d: string) => `Länken fungerar en gång och gäller i ${d}.`,
    duration: duration('1 timme', 'timmar', 'minuter'),
    ignore: 'Om det inte var du som bad om detta kan du bortse från mejlet – ditt lösenord är oförändrat.',
    signature: 'Varma hälsningar, Hemma',
  },
  'en-US': {
    subject: 'Reset your password at Hemma',
    greeting: (name: string) => `Hi ${name},`,
    intro: 'We have received a request to reset the password of your account at Hemma.',
    action: 'Choose a new password with the link below:',
    button: 'Choose a new password',
    validity: (d: string) => `The link works once and for ${d}.`,
    duration: duration('1 hour', 'hours', 'minutes'),
    ignore: 'If it was not you who asked for this, you can ignore this mail – your password is unchanged.',
    signature: 'Warm regards, Hemma',
  },
  'de-DE': {
    subject: 'Setzen Sie Ihr Passwort bei Hemma zurück',
    greeting: (name: string) => `Hallo ${name},`,
    intro: 'wir haben eine Anfrage erhalten, das Passwort Ihres Kontos bei Hemma zurückzusetzen.',
    action: 'Wählen Sie über den Link unten ein neues Passwort:',
    button: 'Neues Passwort wählen',
    validity: (d: string) => `Der Link funktioniert einmal und ist ${d} gültig.`,
    duration: duration('eine Stunde', 'Stunden', 'Minuten'),
    ignore:
      'Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren – Ihr Passwort bleibt unverändert.',
    signature: 'Herzliche Grüße, Hemma',
  },
  'it-IT': {
    subject: 'Reimposta la tua password su Hemma',
    greeting: (name: string) => `Ciao ${name},`,
    intro: 'abbiamo ricevuto una richiesta di reimpostare la password del tuo account su Hemma.',
    action: 'Scegli una nuova password con il link qui sotto:',
    button: 'Scegli una nuova password',
    validity: (d: string) => `Il link funziona una sola volta ed è valido per ${d}.`,
    duration: duration('un’ora', 'ore', 'minuti'),
    ignore: 'Se non sei stato tu a chiederlo, puoi ignorare questa e-mail: la tua password non è cambiata.',
    signature: 'Cordiali saluti, Hemma',
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
  const { subject } = t;
  const lines = {
    greeting: t.greeting(model.firstname),
    validity: t.validity(t.duration(model.validMinutes)),
  };
  const text = [
    lines.greeting,
    '',
    t.intro,
    t.action,
    '',
    model.resetUrl,
    '',
    lines.validity,
    t.ignore,
    '',
    t.signature,
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
<p style="margin:0 0 16px">${e(t.intro)} ${e(t.action)}</p>
<p style="margin:0 0 24px"><a href="${e(model.resetUrl)}" style="display:inline-block;padding:12px 20px;background:#2b2a28;color:#ffffff;text-decoration:none">${e(t.button)}</a></p>
<p style="margin:0 0 16px">${e(lines.validity)} ${e(t.ignore)}</p>
<p style="margin:0">${e(t.signature)}<br><a href="${e(model.shopUrl)}" style="color:#2b2a28">${e(model.shopUrl)}</a></p>
</div>
</body>
</html>
`;
  return { subject, text, html };
}
