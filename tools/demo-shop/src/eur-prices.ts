import { DEFAULT_EUR_PER_SEK, fromSekPrice, priceCurrency } from '@hemma/commerce';
import type { SeedRows } from './generate/model.ts';

type SeedProduct = SeedRows['products'][number];

/** The demo shop's EUR price list (decision 0057): the sofas at x9,00 € prices, the rest converted. */
const DEMO_EUR = priceCurrency('EUR', { eurPerSek: DEFAULT_EUR_PER_SEK }, 'x9');

/** Products the owner has set EUR prices for: the sofas (SOF-…), so /de and /it show the difference. */
export const hasDemoEurPrice = (p: Pick<SeedProduct, 'sku'>) => p.sku.startsWith('SOF-');

/** An SEK price (öre) as the demo's EUR price list has it: converted at the default rate, up to x9,00 €. */
export const demoEurPrice = (ore: number) => fromSekPrice(ore, DEMO_EUR);

/** Gives the sofas their EUR price and EUR special price (in place, before the rows are inserted). */
export function seedEurPrices(products: SeedProduct[]): void {
  for (const p of products) {
    if (!hasDemoEurPrice(p)) continue;
    p.price_eur = demoEurPrice(p.price);
    p.special_price_eur = p.special_price == null ? null : demoEurPrice(p.special_price);
  }
}
