import type { ShopLocale } from '@hemma/commerce';
import { fillMailTexts, type MailTexts } from '../mail-texts.ts';
import { escapeHtml } from './escape-html.ts';

/**
 * The mails of decision 0055: one per shipment of some of an order's lines (its lines, carrier and tracking), and
 * one when the shop changed an order before shipping it (its lines now, the new total and what happens to the
 * difference). Both list lines as "2 × Soffa Lund". Their subject, greeting, introduction and signature are the
 * owner's texts of the `order_shipment` and `order_changed` mails (decision 0069); the rest is the mail's own.
 */
export type OrderNoticeModel = {
  incrementId: string;
  locale: ShopLocale;
  firstname: string;
  shopUrl: string;
  lines: { qty: number; name: string }[];
  /** The owner's texts of the mail in its language (`mailTextsFor`). */
  texts: MailTexts;
} & (
  | {
      kind: 'shipment';
      carrier: string;
      trackingNumber: string;
      trackingUrl: string | null;
      /** True when this shipment carries the last of the order. */
      complete: boolean;
      /** The order page (for guests: a link that opens the order for its return window), or null. */
      orderPageUrl?: string | null;
    }
  | {
      kind: 'changed';
      total: string;
      /**
       * What happens to the difference: paid back, not paid back yet (the provider refused the refund), a link to pay
       * more, or nothing.
       */
      difference:
        | { kind: 'refund'; amount: string }
        /** `refunded`: the part paid back when the provider refused only the rest (decision 0060, addendum 4). */
        | { kind: 'refund_later'; amount: string; refunded?: string }
        | { kind: 'pay'; amount: string; url: string | null }
        | null;
      /** True when the change left nothing to ship of a partially shipped order: all of it has shipped now. */
      complete?: boolean;
    }
);

type Texts = {
  rest: string;
  last: string;
  tracking: string;
  orderPage: string;
  total: string;
  refund: (amount: string) => string;
  refundLater: (amount: string) => string;
  pay: (amount: string) => string;
};

const TEXTS: Record<ShopLocale, Texts> = {
  'sv-SE': {
    rest: 'Resten av ordern skickar vi så snart den är klar.',
    last: 'Nu är hela ordern skickad.',
    tracking: 'Spårningsnummer: ',
    orderPage: 'Se ordern eller returnera varor: ',
    total: 'Nytt totalbelopp: ',
    refund: (amount) => `Vi betalar tillbaka ${amount} till samma betalsätt.`,
    refundLater: (amount) =>
      `Mellanskillnaden på ${amount} har inte kunnat betalas tillbaka automatiskt ännu. Vi hör av oss när den är återbetald.`,
    pay: (amount) => `Det återstår ${amount} att betala.`,
  },
  'en-US': {
    rest: 'We will ship the rest of the order as soon as it is ready.',
    last: 'Your whole order has now shipped.',
    tracking: 'Tracking number: ',
    orderPage: 'See the order or return goods: ',
    total: 'New total: ',
    refund: (amount) => `We are paying ${amount} back to the same payment method.`,
    refundLater: (amount) =>
      `The difference of ${amount} could not be paid back automatically yet. We will let you know once it is refunded.`,
    pay: (amount) => `${amount} is left to pay.`,
  },
  'de-DE': {
    rest: 'Den Rest der Bestellung versenden wir, sobald er bereit ist.',
    last: 'Ihre Bestellung ist jetzt vollständig versandt.',
    tracking: 'Sendungsnummer: ',
    orderPage: 'Bestellung ansehen oder Waren zurücksenden: ',
    total: 'Neuer Gesamtbetrag: ',
    refund: (amount) => `Wir erstatten ${amount} auf dieselbe Zahlungsart.`,
    refundLater: (amount) =>
      `Die Differenz von ${amount} konnte noch nicht automatisch erstattet werden. Wir melden uns, sobald sie erstattet ist.`,
    pay: (amount) => `Es sind noch ${amount} zu bezahlen.`,
  },
  'it-IT': {
    rest: "Spediremo il resto dell'ordine appena sarà pronto.",
    last: 'Ora il tuo ordine è stato spedito per intero.',
    tracking: 'Numero di tracciamento: ',
    orderPage: "Vedi l'ordine o restituisci la merce: ",
    total: 'Nuovo totale: ',
    refund: (amount) => `Ti rimborsiamo ${amount} sullo stesso metodo di pagamento.`,
    refundLater: (amount) =>
      `Non è stato ancora possibile rimborsare automaticamente la differenza di ${amount}. Ti avviseremo quando sarà rimborsata.`,
    pay: (amount) => `Restano da pagare ${amount}.`,
  },
};

const FONT = 'font-family:Helvetica,Arial,sans-serif;color:#2b2a28';

export function renderOrderNotice(model: OrderNoticeModel): { subject: string; text: string; html: string } {
  const t = TEXTS[model.locale] ?? TEXTS['sv-SE'];
  const e = escapeHtml;
  const shipment = model.kind === 'shipment';
  const own = fillMailTexts(model.texts, {
    name: model.firstname,
    order_number: model.incrementId,
    carrier: shipment ? model.carrier : '',
  });
  const { subject, intro } = own;
  const lines = model.lines.map((l) => `${l.qty} × ${l.name}`);
  const after: { text: string; href?: string | null }[] = [];
  if (shipment) {
    after.push({ text: t.tracking + model.trackingNumber, href: model.trackingUrl });
    if (model.trackingUrl) after.push({ text: model.trackingUrl, href: model.trackingUrl });
    after.push({ text: model.complete ? t.last : t.rest });
    if (model.orderPageUrl) after.push({ text: t.orderPage + model.orderPageUrl, href: model.orderPageUrl });
  } else {
    after.push({ text: t.total + model.total });
    if (model.complete) after.push({ text: t.last });
    if (model.difference?.kind === 'refund') after.push({ text: t.refund(model.difference.amount) });
    if (model.difference?.kind === 'refund_later') {
      if (model.difference.refunded) after.push({ text: t.refund(model.difference.refunded) });
      after.push({ text: t.refundLater(model.difference.amount) });
    }
    if (model.difference?.kind === 'pay') {
      after.push({ text: t.pay(model.difference.amount) });
      if (model.difference.url) after.push({ text: model.difference.url, href: model.difference.url });
    }
  }
  const text = [
    own.greeting,
    '',
    intro,
    ...lines.map((l) => `- ${l}`),
    '',
    ...after.map((p) => p.text),
    '',
    own.signature,
    model.shopUrl,
    '',
  ].join('\n');
  const paragraph = (p: { text: string; href?: string | null }) =>
    `<p style="margin:0 0 12px">${p.href ? `<a href="${e(p.href)}" style="color:#2b2a28">${e(p.text)}</a>` : e(p.text)}</p>`;
  const html = `<!DOCTYPE html>
<html lang="${model.locale.slice(0, 2)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f3f1ed">
<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:24px 32px;${FONT};font-size:15px;line-height:1.5">
<p style="margin:0 0 12px;font-size:18px">${e(own.greeting)}</p>
<p style="margin:0 0 8px">${e(intro)}</p>
<ul style="margin:0 0 12px;padding-left:20px">${lines.map((l) => `<li>${e(l)}</li>`).join('')}</ul>
${after.map(paragraph).join('\n')}
<p style="margin:12px 0 0">${e(own.signature)}<br><a href="${e(model.shopUrl)}" style="color:#2b2a28">${e(model.shopUrl)}</a></p>
</div>
</body>
</html>
`;
  return { subject, text, html };
}
