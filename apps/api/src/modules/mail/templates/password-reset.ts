import { escapeHtml } from './escape-html.ts';

export interface PasswordResetMailModel {
  firstname: string;
  /** The shop page that asks for the new password, with token and e-mail in its query. */
  resetUrl: string;
  /** How long the link works, in minutes. */
  validMinutes: number;
  shopUrl: string;
}

const FONT = 'font-family:Helvetica,Arial,sans-serif;color:#2b2a28';

/** The "choose a new password" mail (Swedish: the shop's shoppers are in Sweden). */
export function renderPasswordReset(model: PasswordResetMailModel): {
  subject: string;
  text: string;
  html: string;
} {
  const subject = 'Återställ ditt lösenord hos Hemma';
  const validity =
    model.validMinutes % 60 === 0
      ? `${model.validMinutes / 60} ${model.validMinutes === 60 ? 'timme' : 'timmar'}`
      : `${model.validMinutes} minuter`;
  const lines = {
    greeting: `Hej ${model.firstname}!`,
    intro: 'Vi har fått en begäran om att återställa lösenordet till ditt konto hos Hemma.',
    action: 'Välj ett nytt lösenord via länken nedan:',
    validity: `Länken fungerar en gång och gäller i ${validity}.`,
    ignore: 'Om det inte var du som bad om detta kan du bortse från mejlet – ditt lösenord är oförändrat.',
    signature: 'Varma hälsningar, Hemma',
  };
  const text = [
    lines.greeting,
    '',
    lines.intro,
    lines.action,
    '',
    model.resetUrl,
    '',
    lines.validity,
    lines.ignore,
    '',
    lines.signature,
    model.shopUrl,
    '',
  ].join('\n');
  const e = escapeHtml;
  const html = `<!DOCTYPE html>
<html lang="sv">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f3f1ed">
<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:24px 32px;${FONT};font-size:15px;line-height:1.5">
<p style="margin:0 0 12px;font-size:18px">${e(lines.greeting)}</p>
<p style="margin:0 0 16px">${e(lines.intro)} ${e(lines.action)}</p>
<p style="margin:0 0 24px"><a href="${e(model.resetUrl)}" style="display:inline-block;padding:12px 20px;background:#2b2a28;color:#ffffff;text-decoration:none">Välj nytt lösenord</a></p>
<p style="margin:0 0 16px">${e(lines.validity)} ${e(lines.ignore)}</p>
<p style="margin:0">${e(lines.signature)}<br><a href="${e(model.shopUrl)}" style="color:#2b2a28">${e(model.shopUrl)}</a></p>
</div>
</body>
</html>
`;
  return { subject, text, html };
}
