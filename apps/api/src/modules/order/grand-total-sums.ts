import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The sums of orders' grand totals per currency (decision 0035): öre of the SEK orders and cents of the EUR orders,
 * never added together. For a select over `orders`: `const [sek, eur] = grandTotalSums(eb)`, each aliased there.
 */
export function grandTotalSums(eb: ExpressionBuilder<Database, 'orders'>) {
  const isEur = () => eb.case().when('currency', '=', 'EUR');
  return [
    eb.fn.sum<number>(isEur().then(0).else(eb.ref('grand_total')).end()),
    eb.fn.sum<number>(isEur().then(eb.ref('grand_total')).else(0).end()),
  ] as const;
}
