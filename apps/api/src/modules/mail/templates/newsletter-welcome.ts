import { formatDateTime } from '@hemma/commerce';
import { escapeHtml } from './escape-html.ts';

export interface NewsletterWelcomeModel {
  /** The subscriber's address: the only one the code works for. */
  email: string;
  couponCode: string;
  /** Whole percent off, e.g. 10. */
  percent: number;
  /** ISO instant the code stops working; null when it never does. */
  validUntil: string | null;
  shopUrl: string;
}

const FONT = 'font-family:Helvetica,Arial,sans-serif;color:#2b2a28';

/** SPEC §9 date format without the time (`D/M/YYYY`), in the shop's time zone. */
function formatDate(iso: string): string {
  return formatDateTime(new Date(iso)).split(' ')[1] ?? iso;
}

/** The Swedish welcome mail with the newsletter sign-up coupon (SPEC §9 'Newsletter sign-up coupon 10% off'). */
export function renderNewsletterWelcome(model: NewsletterWelcomeModel): {
  subject: string;
  text: string;
  html: string;
} {
  const subject = `Välkommen till Hemmas nyhetsbrev – här är ${model.percent} % rabatt`;
  const greeting = 'Hej och välkommen!';
  const intro =
    'Tack för att du prenumererar på Hemmas nyhetsbrev. Du får inspiration, nyheter och erbjudanden ' +
    `för hemmet direkt i inkorgen – och som välkomstgåva ${model.percent} % rabatt på ditt nästa köp.`;
  const codeLabel = 'Din rabattkod';
  const terms = [
    'Ange koden i varukorgen eller i kassan.',
    `Koden gäller för ett köp${model.validUntil ? ` till och med ${formatDate(model.validUntil)}` : ''}, ` +
      `med e-postadressen ${model.email}.`,
  ];
  const unsubscribe =
    'Vill du inte längre ha nyhetsbrevet? Du kan avsluta prenumerationen när du vill i butiken.';
  const signature = 'Varma hälsningar, Hemma';

  const text = [
    greeting,
    '',
    intro,
    '',
    `${codeLabel}: ${model.couponCode}`,
    '',
    ...terms,
    '',
    unsubscribe,
    '',
    signature,
    model.shopUrl,
    '',
  ].join('\n');

  const e = escapeHtml;
  const html = `<!DOCTYPE html>
<html lang="sv">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f1ed">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f1ed"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;${FONT};font-size:15px;line-height:1.5">
<tr><td style="padding:24px 32px;background:#2b2a28;color:#ffffff;font-size:22px;font-weight:bold;letter-spacing:1px">Hemma</td></tr>
<tr><td style="padding:24px 32px">
<p style="margin:0 0 12px;font-size:18px">${e(greeting)}</p>
<p style="margin:0 0 24px">${e(intro)}</p>
<p style="margin:0 0 4px;color:#6b6760;font-size:13px">${e(codeLabel)}</p>
<p style="margin:0 0 24px;padding:16px;border:2px dashed #c8a273;text-align:center;font-size:24px;font-weight:bold;letter-spacing:2px">${e(model.couponCode)}</p>
<p style="margin:0 0 16px">${terms.map(e).join('<br>')}</p>
<p style="margin:0 0 16px;color:#6b6760;font-size:13px">${e(unsubscribe)}</p>
<p style="margin:0">${e(signature)}<br><a href="${e(model.shopUrl)}" style="color:#2b2a28">${e(model.shopUrl)}</a></p>
</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
  return { subject, text, html };
}
