/**
 * The default shipping and payment methods' titles in English, German and Italian (decision 0058), by the code the
 * translations are keyed by (shipping: `carrier/method`). The Swedish titles are apps/api's methods.ts.
 */
type Texts = Readonly<Record<string, Readonly<Record<'en' | 'de' | 'it', Readonly<Record<string, string>>>>>>;

export const SHIPPING_METHOD_TEXTS: Texts = {
  'courier/flatrate': {
    en: { carrier_title: 'Courier', method_title: 'Home delivery by courier' },
    de: { carrier_title: 'Kurier', method_title: 'Lieferung nach Hause per Kurier' },
    it: { carrier_title: 'Corriere', method_title: 'Consegna a domicilio con corriere' },
  },
  'freeshipping/freeshipping': {
    en: { carrier_title: 'Free shipping', method_title: 'Free shipping' },
    de: { carrier_title: 'Kostenloser Versand', method_title: 'Kostenloser Versand' },
    it: { carrier_title: 'Spedizione gratuita', method_title: 'Spedizione gratuita' },
  },
  'freight/home': {
    en: { carrier_title: 'Freight', method_title: 'Home delivery by freight (large items)' },
    de: { carrier_title: 'Spedition', method_title: 'Lieferung per Spedition (große Artikel)' },
    it: {
      carrier_title: 'Trasporto',
      method_title: 'Consegna a domicilio con trasportatore (articoli voluminosi)',
    },
  },
  'pickup/store': {
    en: { carrier_title: 'Collect in store', method_title: 'Collect in store (Stockholm)' },
    de: { carrier_title: 'Abholung im Geschäft', method_title: 'Abholung im Geschäft (Stockholm)' },
    it: { carrier_title: 'Ritiro in negozio', method_title: 'Ritiro in negozio (Stoccolma)' },
  },
  'pickup/ombud': {
    en: { carrier_title: 'Pick-up point', method_title: 'Collect at a pick-up point' },
    de: { carrier_title: 'Abholstelle', method_title: 'Abholung an einer Abholstelle' },
    it: { carrier_title: 'Punto di ritiro', method_title: 'Ritiro presso un punto di ritiro' },
  },
};

const CARD = {
  en: { title: 'Card (Visa, Mastercard)' },
  de: { title: 'Karte (Visa, Mastercard)' },
  it: { title: 'Carta (Visa, Mastercard)' },
};

/** A name that is the same in every language, translated so the back office does not list it as missing. */
const SWISH = { en: { title: 'Swish' }, de: { title: 'Swish' }, it: { title: 'Swish' } };

export const PAYMENT_METHOD_TEXTS: Texts = {
  swish: SWISH,
  stripe_swish: SWISH,
  invoice: {
    en: { title: 'Invoice (30 days)' },
    de: { title: 'Rechnung (30 Tage)' },
    it: { title: 'Fattura (30 giorni)' },
  },
  cashondelivery: {
    en: { title: 'Pay on delivery' },
    de: { title: 'Zahlung bei Lieferung' },
    it: { title: 'Pagamento alla consegna' },
  },
  card: CARD,
  stripe_card: CARD,
  partpayment: {
    en: { title: 'Part payment or invoice (credit check)' },
    de: { title: 'Ratenzahlung oder Rechnung (Bonitätsprüfung)' },
    it: { title: 'Pagamento rateale o fattura (verifica del credito)' },
  },
  stripe_klarna: {
    en: { title: 'Klarna – invoice or part payment' },
    de: { title: 'Klarna – Rechnung oder Ratenzahlung' },
    it: { title: 'Klarna – fattura o pagamento rateale' },
  },
};

/** The demo coupons' texts (decision 0061, addendum), by code; the Swedish ones are coupons.ts'. */
export const COUPON_TEXTS: Texts = {
  HEMMA10: {
    en: { description: '10 % off your whole order' },
    de: { description: '10 % auf den gesamten Einkauf' },
    it: { description: "10 % di sconto sull'intero ordine" },
  },
  VALKOMMEN200: {
    en: { description: '200 kr off when you spend at least 1,000 kr' },
    de: { description: '20 € Rabatt ab einem Einkaufswert von 100 €' },
    it: { description: '20 € di sconto per una spesa di almeno 100 €' },
  },
  ENGANG20: {
    en: { description: '20 % off, single use' },
    de: { description: '20 % Rabatt, einmal einlösbar' },
    it: { description: '20 % di sconto, utilizzabile una sola volta' },
  },
  SOMMAR2026: {
    en: { description: 'Summer sale 15 % (valid June–August 2026)' },
    de: { description: 'Sommerschlussverkauf 15 % (gültig Juni–August 2026)' },
    it: { description: 'Saldi estivi 15 % (validi giugno–agosto 2026)' },
  },
};
