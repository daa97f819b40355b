import { formatPrice, type ShopLocale } from '@hemma/commerce';
import { escapeHtml } from './escape-html.ts';

/** The mails of a return (decision 0054): how to send it back, its rejection, and its credit note. */
interface Common {
  incrementId: string;
  returnNumber: string;
  locale: ShopLocale;
  firstname: string;
  shopUrl: string;
  supportEmail: string;
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
    greeting: (name: string) => `Hej ${name}!`,
    instructionsSubject: (n: string) => `Din retur ${n} – så skickar du tillbaka varorna`,
    received: (n: string, id: string) => `Vi har tagit emot din returanmälan ${n} för order ${id}.`,
    pack: 'Packa ned detta, helst i originalförpackningen:',
    mark: (n: string) => `Märk paketet med returnumret ${n} och skicka det till:`,
    approve: 'Vi granskar anmälan och hör av oss. Pengarna betalas tillbaka när vi har tagit emot varorna.',
    rejectedSubject: (n: string) => `Din retur ${n} kunde inte godkännas`,
    rejected: (n: string) => `Vi kunde tyvärr inte godkänna din retur ${n}.`,
    reason: 'Skäl: ',
    creditSubject: (n: string) => `Kreditnota ${n} för din retur`,
    credit: (n: string, id: string) => `Här är kreditnotan för din retur ${n} av order ${id}.`,
    shipping: 'Frakt',
    total: 'Summa att återbetala',
    vat: 'varav moms',
    byProvider: 'Beloppet betalas tillbaka till samma kort eller konto som du betalade med.',
    byHand: 'Beloppet betalas tillbaka av oss; hör av dig om du inte fått det inom några dagar.',
    questions: (support: string) => `Frågor? Skriv till ${support}.`,
    signature: 'Varma hälsningar, Hemma',
  },
  'en-US': {
    greeting: (name: string) => `Hi ${name},`,
    instructionsSubject: (n: string) => `Your return ${n} – how to send the goods back`,
    received: (n: string, id: string) => `We have received your return request ${n} for order ${id}.`,
    pack: 'Pack the following, in the original packaging if you can:',
    mark: (n: string) => `Mark the parcel with the return number ${n} and send it to:`,
    approve:
      'We review the request and get back to you. The money is paid back once we have received the goods.',
    rejectedSubject: (n: string) => `Your return ${n} could not be approved`,
    rejected: (n: string) => `Unfortunately we could not approve your return ${n}.`,
    reason: 'Reason: ',
    creditSubject: (n: string) => `Credit note ${n} for your return`,
    credit: (n: string, id: string) => `Here is the credit note for your return ${n} of order ${id}.`,
    shipping: 'Shipping',
    total: 'Total refunded',
    vat: 'of which VAT',
    byProvider: 'The amount is paid back to the card or account you paid with.',
    byHand: 'We pay the amount back ourselves; let us know if you have not received it within a few days.',
    questions: (support: string) => `Questions? Write to ${support}.`,
    signature: 'Warm regards, Hemma',
  },
  'de-DE': {
    greeting: (name: string) => `Hallo ${name},`,
    instructionsSubject: (n: string) => `Ihre Rücksendung ${n} – so senden Sie die Waren zurück`,
    received: (n: string, id: string) => `Wir haben Ihre Rücksendung ${n} zur Bestellung ${id} erhalten.`,
    pack: 'Bitte verpacken Sie Folgendes, möglichst in der Originalverpackung:',
    mark: (n: string) => `Beschriften Sie das Paket mit der Rücksendenummer ${n} und senden Sie es an:`,
    approve:
      'Wir prüfen die Anmeldung und melden uns. Der Betrag wird erstattet, sobald die Waren bei uns eingegangen sind.',
    rejectedSubject: (n: string) => `Ihre Rücksendung ${n} konnte nicht genehmigt werden`,
    rejected: (n: string) => `Leider konnten wir Ihre Rücksendung ${n} nicht genehmigen.`,
    reason: 'Grund: ',
    creditSubject: (n: string) => `Gutschrift ${n} zu Ihrer Rücksendung`,
    credit: (n: string, id: string) =>
      `Hier ist die Gutschrift zu Ihrer Rücksendung ${n} der Bestellung ${id}.`,
    shipping: 'Versand',
    total: 'Erstattungsbetrag',
    vat: 'davon MwSt.',
    byProvider: 'Der Betrag wird auf die Karte oder das Konto erstattet, mit der bzw. dem Sie bezahlt haben.',
    byHand:
      'Wir erstatten den Betrag selbst; melden Sie sich, wenn er nicht in wenigen Tagen eingegangen ist.',
    questions: (support: string) => `Fragen? Schreiben Sie an ${support}.`,
    signature: 'Herzliche Grüße, Hemma',
  },
  'it-IT': {
    greeting: (name: string) => `Ciao ${name},`,
    instructionsSubject: (n: string) => `Il tuo reso ${n} – come rispedire la merce`,
    received: (n: string, id: string) => `Abbiamo ricevuto la tua richiesta di reso ${n} per l'ordine ${id}.`,
    pack: 'Imballa quanto segue, se possibile nella confezione originale:',
    mark: (n: string) => `Indica sul pacco il numero di reso ${n} e spediscilo a:`,
    approve:
      'Esaminiamo la richiesta e ti ricontattiamo. Il rimborso avviene quando abbiamo ricevuto la merce.',
    rejectedSubject: (n: string) => `Il tuo reso ${n} non è stato approvato`,
    rejected: (n: string) => `Purtroppo non abbiamo potuto approvare il tuo reso ${n}.`,
    reason: 'Motivo: ',
    creditSubject: (n: string) => `Nota di credito ${n} per il tuo reso`,
    credit: (n: string, id: string) => `Ecco la nota di credito per il tuo reso ${n} dell'ordine ${id}.`,
    shipping: 'Spedizione',
    total: 'Totale rimborsato',
    vat: 'di cui IVA',
    byProvider: "L'importo viene rimborsato sulla carta o sul conto con cui hai pagato.",
    byHand: "Rimborsiamo noi l'importo; contattaci se non lo ricevi entro pochi giorni.",
    questions: (support: string) => `Domande? Scrivi a ${support}.`,
    signature: 'Cordiali saluti, Hemma',
  },
} satisfies Record<ShopLocale, unknown>;

const FONT = 'font-family:Helvetica,Arial,sans-serif;color:#2b2a28';

/** Paragraphs of plain text; a list is one paragraph of lines. */
type Block = string | string[];

function blocksOf(model: ReturnMailModel): { subject: string; blocks: Block[] } {
  const t = TEXTS[model.locale] ?? TEXTS['sv-SE'];
  const n = model.returnNumber;
  if (model.kind === 'instructions')
    return {
      subject: t.instructionsSubject(n),
      blocks: [
        t.received(n, model.incrementId),
        t.pack,
        model.lines.map((l) => `${l.qty} × ${l.name}`),
        t.mark(n),
        model.address.split('\n'),
        t.approve,
        t.questions(model.supportEmail),
      ],
    };
  if (model.kind === 'rejected')
    return {
      subject: t.rejectedSubject(n),
      blocks: [t.rejected(n), t.reason + model.reason, t.questions(model.supportEmail)],
    };
  const kr = (ore: number) => formatPrice(ore, model.locale, model.currency);
  return {
    subject: t.creditSubject(model.creditNoteNumber),
    blocks: [
      t.credit(n, model.incrementId),
      [
        `${model.creditNoteNumber}`,
        ...model.lines.map((l) => `${l.qty} × ${l.name}: ${kr(l.amount)} (${l.taxPercent} %: ${kr(l.tax)})`),
        ...(model.shipping > 0 ? [`${t.shipping}: ${kr(model.shipping)}`] : []),
        `${t.total}: ${kr(model.total)} (${t.vat} ${kr(model.tax)})`,
      ],
      model.refundMethod === 'provider' ? t.byProvider : t.byHand,
      t.questions(model.supportEmail),
    ],
  };
}

export function renderReturnMail(model: ReturnMailModel): { subject: string; text: string; html: string } {
  const t = TEXTS[model.locale] ?? TEXTS['sv-SE'];
  const { subject, blocks } = blocksOf(model);
  const text = [
    t.greeting(model.firstname),
    '',
    ...blocks.flatMap((b) => [...(Array.isArray(b) ? b : [b]), '']),
    t.signature,
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
<p style="margin:0 0 12px;font-size:18px">${e(t.greeting(model.firstname))}</p>
${body}
<p style="margin:12px 0 0">${e(t.signature)}<br><a href="${e(model.shopUrl)}" style="color:#2b2a28">${e(model.shopUrl)}</a></p>
</div>
</body>
</html>
`;
  return { subject, text, html };
}
