import { formatPrice, localizedPath, shopLocaleOf, type ShopLocale, type StoreView } from '@hemma/commerce';
import type { MailTextKindCode, MailTexts } from '../../modules/mail/mail-texts.ts';
import { renderNewsletterConfirmation } from '../../modules/mail/templates/newsletter-confirmation.ts';
import { renderNewsletterWelcome } from '../../modules/mail/templates/newsletter-welcome.ts';
import { renderOrderConfirmation } from '../../modules/mail/templates/order-confirmation.ts';
import { renderOrderNotice } from '../../modules/mail/templates/order-notice.ts';
import { renderPasswordReset } from '../../modules/mail/templates/password-reset.ts';
import { renderOrderStatusMail } from '../../modules/mail/templates/order-status.ts';
import { renderReturnMail } from '../../modules/mail/templates/return-mails.ts';

type Rendered = { subject: string; text: string; html: string };

/** A made-up order for the back office's preview: a sofa and two cushions, named as the store view names them. */
const SAMPLE = {
  incrementId: '100000123',
  returnNumber: 'R100000123-1',
  firstname: 'Åsa',
  lastname: 'Lind',
  email: 'asa.lind@example.com',
};

/** The made-up order in a store view's language: sofa, cushion, payment method, postcode, city, country. */
type Local = [
  sofa: string,
  cushion: string,
  payment: string,
  postcode: string,
  city: string,
  country: string,
];
const LOCAL: Record<ShopLocale, Local> = {
  'sv-SE': ['Soffa Vass 3-sits', 'Kudde Mjuk', 'Faktura', '123 45', 'Stockholm', 'SE'],
  'en-US': ['Sofa Vass 3-seater', 'Cushion Mjuk', 'Invoice', '123 45', 'Stockholm', 'SE'],
  'de-DE': ['Sofa Vass 3-Sitzer', 'Kissen Mjuk', 'Rechnung', '10117', 'Berlin', 'DE'],
  'it-IT': ['Divano Vass 3 posti', 'Cuscino Mjuk', 'Fattura', '20123', 'Milano', 'IT'],
};

/**
 * The mail of a kind rendered with the given texts for a made-up order, return or subscriber (decision 0069): what
 * the owner's texts look like around the data the mail carries, in the store view's language and currency.
 */
export function renderSampleMail(
  kind: MailTextKindCode,
  store: StoreView,
  texts: MailTexts,
  shop: { shopUrl: string; supportEmail: string },
  now: Date,
): Rendered {
  const locale = shopLocaleOf(store.defaultLocale);
  const currency = store.currencyCode;
  const [sofaName, cushionName, payment, postcode, city, countryId] = LOCAL[locale];
  // Whole amounts of the store view's currency: 12 995 kr, or 1 169 € (not the öre read as cents).
  const amount = (sek: number) => (currency === 'SEK' ? sek * 100 : Math.round(sek * 0.09) * 100);
  const sofa = { name: sofaName, sku: 'SOF-VASS-3', qty: 1, total: amount(12_995) };
  const cushion = { name: cushionName, sku: 'KUD-MJUK', qty: 2, total: amount(598) };
  const lines = [sofa, cushion];
  const total = sofa.total + cushion.total;
  const common = {
    incrementId: SAMPLE.incrementId,
    locale,
    firstname: SAMPLE.firstname,
    shopUrl: shop.shopUrl,
    supportEmail: shop.supportEmail,
    texts,
  };
  const returns = { ...common, returnNumber: SAMPLE.returnNumber };
  switch (kind) {
    case 'order_confirmation':
      return renderOrderConfirmation({
        ...common,
        createdAt: now.toISOString(),
        currency,
        customer: { firstname: SAMPLE.firstname, lastname: SAMPLE.lastname, email: SAMPLE.email },
        items: lines.map((l) => ({
          name: l.name,
          sku: l.sku,
          qty: l.qty,
          options: [],
          rowTotalInclTax: l.total,
        })),
        totals: {
          subtotalInclTax: total,
          discountInclTax: 0,
          shippingInclTax: 0,
          paymentInclTax: 0,
          tax: Math.round(total / 5),
          grandTotal: total,
        },
        couponCode: null,
        shippingMethodTitle: 'PostNord',
        paymentMethodTitle: payment,
        paymentDueOnDelivery: false,
        invoiceWithDelivery: true,
        shippingAddress: {
          firstname: SAMPLE.firstname,
          lastname: SAMPLE.lastname,
          street: ['Storgatan 1'],
          postcode,
          city,
          countryId,
        },
      });
    case 'order_shipped':
      return renderOrderStatusMail({
        ...common,
        kind: 'shipped',
        carrier: 'PostNord',
        trackingNumber: '00370712345678',
      });
    case 'order_cancelled':
      return renderOrderStatusMail({ ...common, kind: 'cancelled', paidByCard: false });
    case 'order_changed':
      // One cushion taken off the order: the rest of it, its new total and the cushion's price paid back.
      return renderOrderNotice({
        ...common,
        kind: 'changed',
        lines: [
          { qty: 1, name: sofa.name },
          { qty: 1, name: cushion.name },
        ],
        total: formatPrice(sofa.total + cushion.total / 2, locale, currency),
        difference: { kind: 'refund', amount: formatPrice(cushion.total / 2, locale, currency) },
      });
    case 'order_shipment':
      // The cushions ship first; the sofa follows.
      return renderOrderNotice({
        ...common,
        kind: 'shipment',
        lines: [{ qty: cushion.qty, name: cushion.name }],
        carrier: 'PostNord',
        trackingNumber: '00370712345678',
        trackingUrl: null,
        complete: false,
      });
    case 'password_reset':
      return renderPasswordReset({
        ...common,
        resetUrl: new URL(`${localizedPath('/reset-password', store)}?token=…`, shop.shopUrl).toString(),
        validMinutes: 60,
      });
    case 'return_instructions':
      return renderReturnMail({
        ...returns,
        kind: 'instructions',
        address: 'Hemma Retur\nBox 123\n123 45 Stockholm',
        lines: [{ name: cushion.name, qty: 1 }],
      });
    case 'return_rejected':
      // The reason is what staff write for one return: the preview leaves it open.
      return renderReturnMail({ ...returns, kind: 'rejected', reason: '…' });
    case 'return_credit_note':
      return renderReturnMail({
        ...returns,
        kind: 'credit_note',
        creditNoteNumber: 'K100000123-1',
        currency,
        lines: [
          { name: cushion.name, qty: 1, amount: cushion.total / 2, tax: cushion.total / 10, taxPercent: 25 },
        ],
        shipping: 0,
        total: cushion.total / 2,
        tax: cushion.total / 10,
        refundMethod: 'provider',
      });
    case 'newsletter_confirmation':
      return renderNewsletterConfirmation({
        ...common,
        email: SAMPLE.email,
        confirmUrl: `${shop.shopUrl}/newsletter/confirm?token=…`,
        validDays: 7,
        percent: 10,
      });
    case 'newsletter_welcome':
      return renderNewsletterWelcome({
        ...common,
        email: SAMPLE.email,
        couponCode: 'VALKOMMEN-K7QM4XPT',
        percent: 10,
        validUntil: new Date(now.getTime() + 90 * 86_400_000).toISOString(),
        unsubscribeUrl: `${shop.shopUrl}/newsletter/unsubscribe?token=…`,
      });
  }
}
