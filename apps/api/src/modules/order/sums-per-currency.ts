import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The sums of an amount of orders per currency (decision 0035): öre of the SEK orders and cents of the EUR orders,
 * never added together. For a select over `orders`: `const [sek, eur] = sumsPerCurrency(eb)`, each aliased there.
 */
export function sumsPerCurrency(
  eb: ExpressionBuilder<Database, 'orders'>,
  amount: 'grand_total' | 'discount_incl_tax' = 'grand_total',
) {
  const isEur = () => eb.case().when('currency', '=', 'EUR');
  return [
    eb.fn.sum<number>(isEur().then(0).else(eb.ref(amount)).end()),
    eb.fn.sum<number>(isEur().then(eb.ref(amount)).else(0).end()),
  ] as const;
}
