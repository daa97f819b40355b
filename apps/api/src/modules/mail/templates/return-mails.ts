import { formatPrice, type ShopLocale } from '@hemma/commerce';
import { fillMailTexts, type MailTexts } from '../mail-texts.ts';
import { escapeHtml } from './escape-html.ts';

/** The mails of a return (decision 0054): how to send it back, its rejection, and its credit note. */
interface Common {
  incrementId: string;
  returnNumber: string;
  locale: ShopLocale;
  firstname: string;
  shopUrl: string;
  supportEmail: string;
  /** The owner's texts of this return mail in the mail's language (decision 0069). */
  texts: MailTexts;
}

export type ReturnMailModel = Common &
  (
    | { kind: 'instructions'; address: string; lines: { name: string; qty: number }[] }
    | { kind: 'rejected'; reason: string }
    | {
        kind: 'credit_note';
        creditNoteNumber: string;
        currency: string;
        lines: { name: string; qty: number; amount: number; tax: number; taxPercent: number }[];
        shipping: number;
        total: number;
        tax: number;
        /** 'provider': paid back to the card or account paid with; 'manual': paid back by the shop by hand. */
        refundMethod: 'provider' | 'manual';
      }
  );

const TEXTS = {
  'sv-SE': {
    pack: 'Packa ned detta, helst i originalförpackningen:',
    mark: (n: string) => `Märk paketet med returnumret ${n} och skicka det till:`,
    approve: 'Vi granskar anmälan och hör av oss. Pengarna betalas tillbaka när vi har tagit emot varorna.',
    reason: 'Skäl: ',
    shipping: 'Frakt',
    total: 'Summa att återbetala',
    vat: 'varav moms',
    byProvider: 'Beloppet betalas tillbaka till samma kort eller konto som du betalade med.',
    byHand: 'Beloppet betalas tillbaka av oss; hör av dig om du inte fått det inom några dagar.',
    questions: (support: string) => `Frågor? Skriv till ${support}.`,
  },
  'en-US': {
    pack: 'Pack the following, in the original packaging if you can:',
    mark: (n: string) => `Mark the parcel with the return number ${n} and send it to:`,
    approve:
      'We review the request and get back to you. The money is paid back once we have received the goods.',
    reason: 'Reason: ',
    shipping: 'Shipping',
    total: 'Total refunded',
    vat: 'of which VAT',
    byProvider: 'The amount is paid back to the card or account you paid with.',
    byHand: 'We pay the amount back ourselves; let us know if you have not received it within a few days.',
    questions: (support: string) => `Questions? Write to ${support}.`,
  },
  'de-DE': {
    pack: 'Bitte verpacken Sie Folgendes, möglichst in der Originalverpackung:',
    mark: (n: string) => `Beschriften Sie das Paket mit der Rücksendenummer ${n} und senden Sie es an:`,
    approve:
      'Wir prüfen die Anmeldung und melden uns. Der Betrag wird erstattet, sobald die Waren bei uns eingegangen sind.',
    reason: 'Grund: ',
    shipping: 'Versand',
    total: 'Erstattungsbetrag',
    vat: 'davon MwSt.',
    byProvider: 'Der Betrag wird auf die Karte oder das Konto erstattet, mit der bzw. dem Sie bezahlt haben.',
    byHand:
      'Wir erstatten den Betrag selbst; melden Sie sich, wenn er nicht in wenigen Tagen eingegangen ist.',
    questions: (support: string) => `Fragen? Schreiben Sie an ${support}.`,
  },
  'it-IT': {
    pack: 'Imballa quanto segue, se possibile nella confezione originale:',
    mark: (n: string) => `Indica sul pacco il numero di reso ${n} e spediscilo a:`,
    approve:
      'Esaminiamo la richiesta e ti ricontattiamo. Il rimborso avviene quando abbiamo ricevuto la merce.',
    reason: 'Motivo: ',
    shipping: 'Spedizione',
    total: 'Totale rimborsato',
    vat: 'di cui IVA',
    byProvider: "L'importo viene rimborsato sulla carta o sul conto con cui hai pagato.",
    byHand: "Rimborsiamo noi l'importo; contattaci se non lo ricevi entro pochi giorni.",
    questions: (support: string) => `Domande? Scrivi a ${support}.`,
  },
} satisfies Record<ShopLocale, unknown>;

const FONT = 'font-family:Helvetica,Arial,sans-serif;color:#2b2a28';

/** Paragraphs of plain text; a list is one paragraph of lines. */
type Block = string | string[];

function blocksOf(model: ReturnMailModel, own: MailTexts): Block[] {
  const t = TEXTS[model.locale] ?? TEXTS['sv-SE'];
  const n = model.returnNumber;
  if (model.kind === 'instructions')
    return [
      own.intro,
      t.pack,
      model.lines.map((l) => `${l.qty} × ${l.name}`),
      t.mark(n),
      model.address.split('\n'),
      t.approve,
      t.questions(model.supportEmail),
    ];
  if (model.kind === 'rejected') return [own.intro, t.reason + model.reason, t.questions(model.supportEmail)];
  const kr = (ore: number) => formatPrice(ore, model.locale, model.currency);
  return [
    own.intro,
    [
      `${model.creditNoteNumber}`,
      ...model.lines.map((l) => `${l.qty} × ${l.name}: ${kr(l.amount)} (${l.taxPercent} %: ${kr(l.tax)})`),
      ...(model.shipping > 0 ? [`${t.shipping}: ${kr(model.shipping)}`] : []),
      `${t.total}: ${kr(model.total)} (${t.vat} ${kr(model.tax)})`,
    ],
    model.refundMethod === 'provider' ? t.byProvider : t.byHand,
    t.questions(model.supportEmail),
  ];
}

export function renderReturnMail(model: ReturnMailModel): { subject: string; text: string; html: string } {
  const own = fillMailTexts(model.texts, {
    name: model.firstname,
    order_number: model.incrementId,
    return_number: model.returnNumber,
    credit_note_number: model.kind === 'credit_note' ? model.creditNoteNumber : '',
  });
  const subject = own.subject;
  const blocks = blocksOf(model, own);
  const text = [
    own.greeting,
    '',
    ...blocks.flatMap((b) => [...(Array.isArray(b) ? b : [b]), '']),
    own.signature,
    model.shopUrl,
    '',
  ].join('\n');
  const e = escapeHtml;
  const body = blocks
    .map((b) => `<p style="margin:0 0 12px">${(Array.isArray(b) ? b : [b]).map(e).join('<br>')}</p>`)
    .join('\n');
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
