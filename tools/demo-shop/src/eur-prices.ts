import { DEFAULT_EUR_PER_SEK, fromSekPrice, priceCurrency } from '@hemma/commerce';
import type { SeedRows } from './generate/model.ts';

type SeedProduct = SeedRows['products'][number];

/** The demo shop's EUR price list (decision 0057): the sofas at x9,00 € prices, the rest converted. */
const DEMO_EUR = priceCurrency('EUR', { eurPerSek: DEFAULT_EUR_PER_SEK }, 'x9');

/**
 * The gift cards' EUR face values (cents), by sku: /de and /it sell "Geschenkkarte 50 €" at 50 €, not a 500 kr card
 * at its converted price (issue 33). Their names in data/name-parts.ts say the same amounts.
 */
export const GIFT_CARD_EUR: Readonly<Record<string, number>> = {
  'PK-250': 2500,
  'PK-500': 5000,
  'PK-1000': 10000,
  'PK-2000': 20000,
};

/** Products the owner has set EUR prices for: the sofas (SOF-…), so /de and /it show the difference, and gift cards. */
export const hasDemoEurPrice = (p: Pick<SeedProduct, 'sku'>) =>
  p.sku.startsWith('SOF-') || p.sku in GIFT_CARD_EUR;

/** An SEK price (öre) as the demo's EUR price list has it: converted at the default rate, up to x9,00 €. */
export const demoEurPrice = (ore: number) => fromSekPrice(ore, DEMO_EUR);

/** A product's EUR price for its SEK price `ore`: a gift card's face value, else the converted sofa price. */
export const demoEurPriceOf = (p: Pick<SeedProduct, 'sku'>, ore: number) =>
  GIFT_CARD_EUR[p.sku] ?? demoEurPrice(ore);

/** Gives the sofas and gift cards their EUR price and EUR special price (in place, before the rows are inserted). */
export function seedEurPrices(products: SeedProduct[]): void {
  for (const p of products) {
    if (!hasDemoEurPrice(p)) continue;
    p.price_eur = demoEurPriceOf(p, p.price);
    p.special_price_eur = p.special_price == null ? null : demoEurPriceOf(p, p.special_price);
  }
}
