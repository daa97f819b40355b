import type { ShopLocale } from '@hemma/commerce';
import { fillMailTexts, type MailTexts } from '../mail-texts.ts';
import { escapeHtml } from './escape-html.ts';

/** The mails a customer gets when the back office ships or cancels their order (decision 0022). */
export type OrderStatusMailModel = {
  incrementId: string;
  locale: ShopLocale;
  firstname: string;
  shopUrl: string;
  supportEmail: string;
  /** The owner's texts of the shipped or cancelled mail in the mail's language (decision 0069). */
  texts: MailTexts;
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
    tracking: 'Spårningsnummer',
    follow: 'Med spårningsnumret kan du följa paketet hos transportören.',
    followAt: 'Följ paketet här: ',
    orderPage: 'Se ordern eller returnera varor: ',
    card: (support: string) =>
      `Du betalade med kort. Återbetalningen görs separat; hör av dig till ${support} om du har frågor.`,
    refunding: (amount: string) =>
      `Vi betalar tillbaka ${amount} till samma betalsätt; det syns på ditt konto inom några bankdagar.`,
    voided: 'Betalningen är avbruten: du debiteras ingenting.',
    nothingToPay: 'Du har inget att betala för ordern.',
  },
  'en-US': {
    tracking: 'Tracking number',
    follow: 'With the tracking number you can follow the parcel at the carrier.',
    followAt: 'Follow the parcel here: ',
    orderPage: 'See the order or return goods: ',
    card: (support: string) =>
      `You paid by card. The refund is made separately; write to ${support} if you have questions.`,
    refunding: (amount: string) =>
      `We are paying ${amount} back to the same payment method; it shows on your account within a few banking days.`,
    voided: 'The payment has been cancelled: you will not be charged.',
    nothingToPay: 'You have nothing to pay for the order.',
  },
  'de-DE': {
    tracking: 'Sendungsnummer',
    follow: 'Mit der Sendungsnummer können Sie das Paket beim Transportunternehmen verfolgen.',
    followAt: 'Verfolgen Sie das Paket hier: ',
    orderPage: 'Bestellung ansehen oder Waren zurücksenden: ',
    card: (support: string) =>
      `Sie haben mit Karte bezahlt. Die Erstattung erfolgt separat; schreiben Sie an ${support}, wenn Sie Fragen haben.`,
    refunding: (amount: string) =>
      `Wir erstatten ${amount} auf dieselbe Zahlungsart; der Betrag erscheint innerhalb weniger Bankarbeitstage auf Ihrem Konto.`,
    voided: 'Die Zahlung wurde storniert: Ihnen wird nichts berechnet.',
    nothingToPay: 'Sie müssen für die Bestellung nichts bezahlen.',
  },
  'it-IT': {
    tracking: 'Numero di tracciamento',
    follow: 'Con il numero di tracciamento puoi seguire il pacco presso il corriere.',
    followAt: 'Segui il pacco qui: ',
    orderPage: "Vedi l'ordine o restituisci la merce: ",
    card: (support: string) =>
      `Hai pagato con carta. Il rimborso viene effettuato a parte; scrivi a ${support} se hai domande.`,
    refunding: (amount: string) =>
      `Ti rimborsiamo ${amount} sullo stesso metodo di pagamento; l'importo sarà visibile sul tuo conto entro pochi giorni lavorativi.`,
    voided: 'Il pagamento è stato annullato: non ti verrà addebitato nulla.',
    nothingToPay: "Non devi pagare nulla per l'ordine.",
  },
} satisfies Record<ShopLocale, unknown>;

const FONT = 'font-family:Helvetica,Arial,sans-serif;color:#2b2a28';

export function renderOrderStatusMail(model: OrderStatusMailModel): {
  subject: string;
  text: string;
  html: string;
} {
  const t = TEXTS[model.locale] ?? TEXTS['sv-SE'];
  const own = fillMailTexts(model.texts, {
    name: model.firstname,
    order_number: model.incrementId,
    carrier: model.kind === 'shipped' ? model.carrier : '',
  });
  const subject = own.subject;
  // A link is shown as its address in the text part and as a link (the number, then the address) in the HTML part.
  const paragraphs: { text: string; strong?: string; href?: string }[] =
    model.kind === 'shipped'
      ? [
          { text: own.intro },
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
          { text: own.intro },
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
    own.greeting,
    '',
    ...paragraphs.map((p) => p.text + (p.strong ?? '')),
    '',
    own.signature,
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
<p style="margin:0 0 12px;font-size:18px">${e(own.greeting)}</p>
${body}
<p style="margin:12px 0 0">${e(own.signature)}<br><a href="${e(model.shopUrl)}" style="color:#2b2a28">${e(model.shopUrl)}</a></p>
</div>
</body>
</html>
`;
  return { subject, text, html };
}
