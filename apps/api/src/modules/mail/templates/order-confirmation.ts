import {
  dateFormat,
  formatLongDateTime,
  formatDeliveryInterval,
  formatPrice,
  type DeliveryInterval,
  type ShopLocale,
} from '@hemma/commerce';
import { fillMailTexts, type MailTexts } from '../mail-texts.ts';
import { escapeHtml } from './escape-html.ts';

export interface OrderMailModel {
  incrementId: string;
  /** ISO timestamp. */
  createdAt: string;
  locale: ShopLocale;
  /** The currency the order was placed in (decision 0035); amounts are its minor units. */
  currency: string;
  customer: { firstname: string; lastname: string; email: string };
  items: {
    name: string;
    sku: string;
    qty: number;
    /** Chosen options as shown to the shopper, e.g. `Färg: Grön`. */
    options: string[];
    /** Öre. */
    rowTotalInclTax: number;
  }[];
  /** All in öre. */
  totals: {
    subtotalInclTax: number;
    discountInclTax: number;
    shippingInclTax: number;
    paymentInclTax: number;
    tax: number;
    grandTotal: number;
    /** The VAT rates applied, those of the delivery country (decision 0056); absent for orders from before. */
    vatRates?: number[];
  };
  couponCode: string | null;
  shippingMethodTitle: string;
  /** The booked home-delivery day, YYYY-MM-DD (decision 0027), or null. */
  deliveryDate?: string | null;
  /** Without a booked day: when the order is expected (issue 35), an interval; also for a pick-up point. */
  expectedDelivery?: DeliveryInterval | null;
  /** Where the parcel is collected ("Hämta hos ombud", decision 0033), or null. */
  pickupPoint?: { name: string; street: string; postcode: string; city: string; openingHours: string } | null;
  paymentMethodTitle: string;
  paymentDueOnDelivery: boolean;
  /** What the shopper chose at the credit provider, which the method's title ("Delbetalning eller faktura") leaves open. */
  paymentOption?: 'invoice' | 'part_payment' | null;
  /** Paid by an invoice that comes with the delivery (the invoice method, or credit taken as an invoice). */
  invoiceWithDelivery?: boolean;
  shippingAddress: {
    firstname: string;
    lastname: string;
    street: string[];
    postcode: string;
    city: string;
    countryId: string;
    telephone?: string | null;
  };
  shopUrl: string;
  /** The owner's subject, greeting, introduction and signature in the mail's language (decision 0069). */
  texts: MailTexts;
}

const TEXTS = {
  'sv-SE': {
    orderNumber: 'Ordernummer',
    orderDate: 'Orderdatum',
    items: 'Dina varor',
    sku: 'Art.nr',
    subtotal: 'Delsumma',
    discount: (code: string | null) => (code ? `Rabatt (${code})` : 'Rabatt'),
    shipping: 'Frakt',
    paymentFee: 'Betalningsavgift',
    total: 'Totalt',
    tax: 'Varav moms',
    deliveryAddress: 'Leveransadress',
    telephone: 'Telefon',
    shippingMethod: 'Leveranssätt',
    deliveryDay: 'Leveransdag',
    expectedDelivery: 'Beräknad leverans',
    pickupPoint: 'Hämtas hos ombud',
    paymentMethod: 'Betalningssätt',
    paymentDue: 'Du betalar vid leverans.',
    options: { invoice: 'Faktura, 30 dagar', part_payment: 'Delbetalning, 12 månader' },
    invoiceDue: 'Fakturan skickas med leveransen, betala inom 30 dagar.',
    returns: 'Fri retur inom 30 dagar och öppet köp i 365 dagar.',
  },
  'en-US': {
    orderNumber: 'Order number',
    orderDate: 'Order date',
    items: 'Your items',
    sku: 'SKU',
    subtotal: 'Subtotal',
    discount: (code: string | null) => (code ? `Discount (${code})` : 'Discount'),
    shipping: 'Shipping',
    paymentFee: 'Payment fee',
    total: 'Total',
    tax: 'Of which VAT',
    deliveryAddress: 'Delivery address',
    telephone: 'Phone',
    shippingMethod: 'Shipping method',
    deliveryDay: 'Delivery day',
    expectedDelivery: 'Expected delivery',
    pickupPoint: 'Collect at the pick-up point',
    paymentMethod: 'Payment method',
    paymentDue: 'You pay on delivery.',
    options: { invoice: 'Invoice, 30 days', part_payment: 'Part payment, 12 months' },
    invoiceDue: 'The invoice comes with the delivery: pay within 30 days.',
    returns: 'Free returns within 30 days and 365-day open purchase.',
  },
  'de-DE': {
    orderNumber: 'Bestellnummer',
    orderDate: 'Bestelldatum',
    items: 'Ihre Artikel',
    sku: 'Art.-Nr.',
    subtotal: 'Zwischensumme',
    discount: (code: string | null) => (code ? `Rabatt (${code})` : 'Rabatt'),
    shipping: 'Versand',
    paymentFee: 'Zahlungsgebühr',
    total: 'Gesamt',
    tax: 'Davon MwSt.',
    deliveryAddress: 'Lieferadresse',
    telephone: 'Telefon',
    shippingMethod: 'Versandart',
    deliveryDay: 'Liefertag',
    expectedDelivery: 'Voraussichtliche Lieferung',
    pickupPoint: 'Abholung am Abholpunkt',
    paymentMethod: 'Zahlungsart',
    paymentDue: 'Sie bezahlen bei Lieferung.',
    options: { invoice: 'Rechnung, 30 Tage', part_payment: 'Ratenzahlung, 12 Monate' },
    invoiceDue: 'Die Rechnung kommt mit der Lieferung, zahlbar innerhalb von 30 Tagen.',
    returns: 'Kostenlose Rücksendung innerhalb von 30 Tagen und 365 Tage Rückgaberecht.',
  },
  'it-IT': {
    orderNumber: "Numero d'ordine",
    orderDate: "Data dell'ordine",
    items: 'I tuoi articoli',
    sku: 'Cod. art.',
    subtotal: 'Subtotale',
    discount: (code: string | null) => (code ? `Sconto (${code})` : 'Sconto'),
    shipping: 'Spedizione',
    paymentFee: 'Commissione di pagamento',
    total: 'Totale',
    tax: 'di cui IVA',
    deliveryAddress: 'Indirizzo di consegna',
    telephone: 'Telefono',
    shippingMethod: 'Metodo di spedizione',
    deliveryDay: 'Giorno di consegna',
    expectedDelivery: 'Consegna prevista',
    pickupPoint: 'Ritiro al punto di ritiro',
    paymentMethod: 'Metodo di pagamento',
    paymentDue: 'Paghi alla consegna.',
    options: { invoice: 'Fattura, 30 giorni', part_payment: 'Pagamento rateale, 12 mesi' },
    invoiceDue: 'La fattura arriva con la consegna: paga entro 30 giorni.',
    returns: 'Reso gratuito entro 30 giorni e 365 giorni per cambiare idea.',
  },
} satisfies Record<ShopLocale, unknown>;

interface TotalRow {
  label: string;
  amount: string;
  emphasis?: boolean;
}

const FONT = 'font-family:Helvetica,Arial,sans-serif;color:#2b2a28';
const MUTED = 'color:#6b6760;font-size:13px';
const CELL = 'padding:8px 0;vertical-align:top';

export function renderOrderConfirmation(model: OrderMailModel): {
  subject: string;
  text: string;
  html: string;
} {
  const t = TEXTS[model.locale] ?? TEXTS['sv-SE'];
  const own = fillMailTexts(model.texts, { name: model.customer.firstname, order_number: model.incrementId });
  const subject = own.subject;
  // Mails write the date as a letter does ("5 december 2026 10:14"), not the storefront's HH:mm D/M/YYYY.
  const date = formatLongDateTime(new Date(model.createdAt), model.locale);
  const price = (ore: number) => formatPrice(ore, model.locale, model.currency);
  const rows = totalRows(model, t, price);
  const address = addressLines(model);
  const details: [string, string][] = [
    [t.orderNumber, model.incrementId],
    [t.orderDate, date],
  ];
  const methods: [string, string][] = [
    [t.shippingMethod, model.shippingMethodTitle],
    ...(model.deliveryDate
      ? [[t.deliveryDay, formatDeliveryDay(model.deliveryDate, model.locale)] as [string, string]]
      : model.expectedDelivery
        ? [
            [t.expectedDelivery, formatDeliveryInterval(model.expectedDelivery, model.locale)] as [
              string,
              string,
            ],
          ]
        : []),
    [
      t.paymentMethod,
      model.paymentOption
        ? `${model.paymentMethodTitle}: ${t.options[model.paymentOption]}`
        : model.paymentMethodTitle,
    ],
  ];
  const paymentNotes = [
    ...(model.paymentDueOnDelivery ? [t.paymentDue] : []),
    ...(model.invoiceWithDelivery ? [t.invoiceDue] : []),
  ];
  const point = model.pickupPoint
    ? [
        model.pickupPoint.name,
        model.pickupPoint.street,
        `${model.pickupPoint.postcode} ${model.pickupPoint.city}`,
        model.pickupPoint.openingHours,
      ]
    : [];

  const text = [
    own.greeting,
    '',
    own.intro,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    t.items,
    ...model.items.flatMap((item) => [
      `- ${item.qty} × ${item.name}: ${price(item.rowTotalInclTax)}`,
      `  ${t.sku}: ${item.sku}`,
      ...item.options.map((option) => `  ${option}`),
    ]),
    '',
    ...rows.map((row) => `${row.label}: ${row.amount}`),
    '',
    t.deliveryAddress,
    ...address,
    ...(model.shippingAddress.telephone ? [`${t.telephone}: ${model.shippingAddress.telephone}`] : []),
    '',
    ...methods.map(([label, value]) => `${label}: ${value}`),
    ...paymentNotes,
    ...(point.length > 0 ? ['', t.pickupPoint, ...point] : []),
    '',
    t.returns,
    '',
    own.signature,
    model.shopUrl,
    '',
  ].join('\n');

  const e = escapeHtml;
  const itemRows = model.items
    .map(
      (item) =>
        `<tr><td style="${CELL}"><strong>${e(item.name)}</strong><br><span style="${MUTED}">${e(t.sku)}: ${e(item.sku)}` +
        item.options.map((option) => `<br>${e(option)}`).join('') +
        `</span></td><td style="${CELL};text-align:center;white-space:nowrap">${e(item.qty)} ×</td>` +
        `<td style="${CELL};text-align:right;white-space:nowrap">${e(price(item.rowTotalInclTax))}</td></tr>`,
    )
    .join('');
  const totalsRows = rows
    .map((row) => {
      const style = row.emphasis ? 'padding:6px 0;font-weight:bold;font-size:16px' : 'padding:2px 0';
      return `<tr><td style="${style}">${e(row.label)}</td><td style="${style};text-align:right;white-space:nowrap">${e(row.amount)}</td></tr>`;
    })
    .join('');
  const labelled = (pairs: [string, string][]) =>
    pairs.map(([label, value]) => `${e(label)}: <strong>${e(value)}</strong>`).join('<br>');
  const phone = model.shippingAddress.telephone
    ? `<br>${e(t.telephone)}: ${e(model.shippingAddress.telephone)}`
    : '';

  const html = `<!DOCTYPE html>
<html lang="${model.locale.slice(0, 2)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f1ed">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f1ed"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;${FONT};font-size:15px;line-height:1.5">
<tr><td style="padding:24px 32px;background:#2b2a28;color:#ffffff;font-size:22px;font-weight:bold;letter-spacing:1px">Hemma</td></tr>
<tr><td style="padding:24px 32px">
<p style="margin:0 0 12px;font-size:18px">${e(own.greeting)}</p>
<p style="margin:0 0 16px">${e(own.intro)}</p>
<p style="margin:0 0 24px">${labelled(details)}</p>
<h2 style="margin:0 0 8px;font-size:17px">${e(t.items)}</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-top:1px solid #e2ded6;border-bottom:1px solid #e2ded6">${itemRows}</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:12px 0 24px">${totalsRows}</table>
<h2 style="margin:0 0 8px;font-size:17px">${e(t.deliveryAddress)}</h2>
<p style="margin:0 0 16px">${address.map(e).join('<br>')}${phone}</p>
<p style="margin:0 0 16px">${labelled(methods)}</p>
${paymentNotes.map((note) => `<p style="margin:0 0 16px"><strong>${e(note)}</strong></p>\n`).join('')}${point.length > 0 ? `<h2 style="margin:0 0 8px;font-size:17px">${e(t.pickupPoint)}</h2>\n<p style="margin:0 0 16px">${point.map(e).join('<br>')}</p>\n` : ''}<p style="margin:0 0 16px">${e(t.returns)}</p>
<p style="margin:0">${e(own.signature)}<br><a href="${e(model.shopUrl)}" style="color:#2b2a28">${e(model.shopUrl)}</a></p>
</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
  return { subject, text, html };
}

function totalRows(
  model: OrderMailModel,
  t: (typeof TEXTS)[ShopLocale],
  price: (ore: number) => string,
): TotalRow[] {
  const { totals } = model;
  const rows: TotalRow[] = [{ label: t.subtotal, amount: price(totals.subtotalInclTax) }];
  if (totals.discountInclTax !== 0 || model.couponCode) {
    // Stored discounts may be signed either way; the shopper always sees a deduction (and never "−0 kr").
    const deduction = totals.discountInclTax === 0 ? 0 : -Math.abs(totals.discountInclTax);
    rows.push({ label: t.discount(model.couponCode), amount: price(deduction) });
  }
  rows.push({ label: t.shipping, amount: price(totals.shippingInclTax) });
  if (totals.paymentInclTax !== 0) rows.push({ label: t.paymentFee, amount: price(totals.paymentInclTax) });
  rows.push({ label: t.total, amount: price(totals.grandTotal), emphasis: true });
  // "Davon MwSt. (19 %)": the rate of the country the order goes to.
  const rates = totals.vatRates?.length ? ` (${totals.vatRates.join(' % / ')} %)` : '';
  rows.push({ label: `${t.tax}${rates}`, amount: price(totals.tax) });
  return rows;
}

function addressLines(model: OrderMailModel): string[] {
  const a = model.shippingAddress;
  return [
    `${a.firstname} ${a.lastname}`,
    ...a.street.filter((line) => line.trim() !== ''),
    `${a.postcode} ${a.city}`,
    countryName(a.countryId, model.locale),
  ];
}

/** A day as the shopper reads it: "tisdag 15 december 2026". */
function formatDeliveryDay(day: string, locale: ShopLocale): string {
  return dateFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/** Intl's region names, one per language: making one takes about 20 µs, reading a name from it under 1 µs. */
const regionNames = new Map<ShopLocale, Intl.DisplayNames>();

function countryName(countryId: string, locale: ShopLocale): string {
  try {
    let names = regionNames.get(locale);
    if (!names) regionNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'region' })));
    return names.of(countryId) ?? countryId;
  } catch {
    return countryId;
  }
}
