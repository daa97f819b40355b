import type { ShopLocale } from '@hemma/commerce';
import { escapeHtml } from './escape-html.ts';

/** The mails a customer gets when the back office ships or cancels their order (decision 0022). */
export type OrderStatusMailModel = {
  incrementId: string;
  locale: ShopLocale;
  firstname: string;
  shopUrl: string;
  supportEmail: string;
} & (
  | {
      kind: 'shipped';
      carrier: string;
      trackingNumber: string;
      /** The carrier's tracking page for the number (trackingUrl of @hemma/commerce), when it has one. */
      trackingUrl?: string | null;
      /** The guest order page (decision 0054): the order's state, and a return of its lines. */
      orderPageUrl?: string | null;
    }
  | {
      kind: 'cancelled';
      paidByCard: boolean;
      /**
       * The shopper cancelled and the payment goes back through its provider (decision 0055): `refund` names the
       * amount paid back, `void` an authorization released (nothing is charged) and, with `refund`, the amount the
       * difference of an edit paid (decision 0060) paid back.
       */
      paymentBack?: { kind: 'refund'; amount: string } | { kind: 'void'; refund?: string } | null;
    }
);

const TEXTS = {
  'sv-SE': {
    greeting: (name: string) => `Hej ${name}!`,
    shippedSubject: (id: string) => `Din order ${id} är skickad`,
    shipped: (id: string, carrier: string) => `Din order ${id} har skickats med ${carrier}.`,
    tracking: 'Spårningsnummer',
    follow: 'Med spårningsnumret kan du följa paketet hos transportören.',
    followAt: 'Följ paketet här: ',
    orderPage: 'Se ordern eller returnera varor: ',
    cancelledSubject: (id: string) => `Din order ${id} är avbruten`,
    cancelled: (id: string) => `Din order ${id} har avbrutits.`,
    card: (support: string) =>
      `Du betalade med kort. Återbetalningen görs separat; hör av dig till ${support} om du har frågor.`,
    refunding: (amount: string) =>
      `Vi betalar tillbaka ${amount} till samma betalsätt; det syns på ditt konto inom några bankdagar.`,
    voided: 'Betalningen är avbruten: du debiteras ingenting.',
    nothingToPay: 'Du har inget att betala för ordern.',
    signature: 'Varma hälsningar, Hemma',
  },
  'en-US': {
    greeting: (name: string) => `Hi ${name},`,
    shippedSubject: (id: string) => `Your order ${id} has shipped`,
    shipped: (id: string, carrier: string) => `Your order ${id} has been shipped with ${carrier}.`,
    tracking: 'Tracking number',
    follow: 'With the tracking number you can follow the parcel at the carrier.',
    followAt: 'Follow the parcel here: ',
    orderPage: 'See the order or return goods: ',
    cancelledSubject: (id: string) => `Your order ${id} has been cancelled`,
    cancelled: (id: string) => `Your order ${id} has been cancelled.`,
    card: (support: string) =>
      `You paid by card. The refund is made separately; write to ${support} if you have questions.`,
    refunding: (amount: string) =>
      `We are paying ${amount} back to the same payment method; it shows on your account within a few banking days.`,
    voided: 'The payment has been cancelled: you will not be charged.',
    nothingToPay: 'You have nothing to pay for the order.',
    signature: 'Warm regards, Hemma',
  },
  'de-DE': {
    greeting: (name: string) => `Hallo ${name},`,
    shippedSubject: (id: string) => `Ihre Bestellung ${id} wurde versandt`,
    shipped: (id: string, carrier: string) => `Ihre Bestellung ${id} wurde mit ${carrier} versandt.`,
    tracking: 'Sendungsnummer',
    follow: 'Mit der Sendungsnummer können Sie das Paket beim Transportunternehmen verfolgen.',
    followAt: 'Verfolgen Sie das Paket hier: ',
    orderPage: 'Bestellung ansehen oder Waren zurücksenden: ',
    cancelledSubject: (id: string) => `Ihre Bestellung ${id} wurde storniert`,
    cancelled: (id: string) => `Ihre Bestellung ${id} wurde storniert.`,
    card: (support: string) =>
      `Sie haben mit Karte bezahlt. Die Erstattung erfolgt separat; schreiben Sie an ${support}, wenn Sie Fragen haben.`,
    refunding: (amount: string) =>
      `Wir erstatten ${amount} auf dieselbe Zahlungsart; der Betrag erscheint innerhalb weniger Bankarbeitstage auf Ihrem Konto.`,
    voided: 'Die Zahlung wurde storniert: Ihnen wird nichts berechnet.',
    nothingToPay: 'Sie müssen für die Bestellung nichts bezahlen.',
    signature: 'Herzliche Grüße, Hemma',
  },
  'it-IT': {
    greeting: (name: string) => `Ciao ${name},`,
    shippedSubject: (id: string) => `Il tuo ordine ${id} è stato spedito`,
    shipped: (id: string, carrier: string) => `Il tuo ordine ${id} è stato spedito con ${carrier}.`,
    tracking: 'Numero di tracciamento',
    follow: 'Con il numero di tracciamento puoi seguire il pacco presso il corriere.',
    followAt: 'Segui il pacco qui: ',
    orderPage: "Vedi l'ordine o restituisci la merce: ",
    cancelledSubject: (id: string) => `Il tuo ordine ${id} è stato annullato`,
    cancelled: (id: string) => `Il tuo ordine ${id} è stato annullato.`,
    card: (support: string) =>
      `Hai pagato con carta. Il rimborso viene effettuato a parte; scrivi a ${support} se hai domande.`,
    refunding: (amount: string) =>
      `Ti rimborsiamo ${amount} sullo stesso metodo di pagamento; l'importo sarà visibile sul tuo conto entro pochi giorni lavorativi.`,
    voided: 'Il pagamento è stato annullato: non ti verrà addebitato nulla.',
    nothingToPay: "Non devi pagare nulla per l'ordine.",
    signature: 'Cordiali saluti, Hemma',
  },
} satisfies Record<ShopLocale, unknown>;

const FONT = 'font-family:Helvetica,Arial,sans-serif;color:#2b2a28';

export function renderOrderStatusMail(model: OrderStatusMailModel): {
  subject: string;
  text: string;
  html: string;
} {
  const t = TEXTS[model.locale] ?? TEXTS['sv-SE'];
  const subject =
    model.kind === 'shipped' ? t.shippedSubject(model.incrementId) : t.cancelledSubject(model.incrementId);
  // A link is shown as its address in the text part and as a link (the number, then the address) in the HTML part.
  const paragraphs: { text: string; strong?: string; href?: string }[] =
    model.kind === 'shipped'
      ? [
          { text: t.shipped(model.incrementId, model.carrier) },
          {
            text: `${t.tracking}: `,
            strong: model.trackingNumber,
            ...(model.trackingUrl ? { href: model.trackingUrl } : {}),
          },
          model.trackingUrl
            ? { text: t.followAt, strong: model.trackingUrl, href: model.trackingUrl }
            : { text: t.follow },
          ...(model.orderPageUrl
            ? [{ text: t.orderPage, strong: model.orderPageUrl, href: model.orderPageUrl }]
            : []),
        ]
      : [
          { text: t.cancelled(model.incrementId) },
          {
            text:
              model.paymentBack?.kind === 'refund'
                ? t.refunding(model.paymentBack.amount)
                : model.paymentBack?.kind === 'void'
                  ? model.paymentBack.refund
                    ? `${t.voided} ${t.refunding(model.paymentBack.refund)}`
                    : t.voided
                  : model.paidByCard
                    ? t.card(model.supportEmail)
                    : t.nothingToPay,
          },
        ];
  const text = [
    t.greeting(model.firstname),
    '',
    ...paragraphs.map((p) => p.text + (p.strong ?? '')),
    '',
    t.signature,
    model.shopUrl,
    '',
  ].join('\n');
  const e = escapeHtml;
  const strong = (p: (typeof paragraphs)[number]) => {
    if (!p.strong) return '';
    const bold = `<strong>${e(p.strong)}</strong>`;
    return p.href ? `<a href="${e(p.href)}" style="color:#2b2a28">${bold}</a>` : bold;
  };
  const body = paragraphs.map((p) => `<p style="margin:0 0 12px">${e(p.text)}${strong(p)}</p>`).join('\n');
  const html = `<!DOCTYPE html>
<html lang="${model.locale.slice(0, 2)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f3f1ed">
<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:24px 32px;${FONT};font-size:15px;line-height:1.5">
<p style="margin:0 0 12px;font-size:18px">${e(t.greeting(model.firstname))}</p>
${body}
<p style="margin:12px 0 0">${e(t.signature)}<br><a href="${e(model.shopUrl)}" style="color:#2b2a28">${e(model.shopUrl)}</a></p>
</div>
</body>
</html>
`;
  return { subject, text, html };
}
