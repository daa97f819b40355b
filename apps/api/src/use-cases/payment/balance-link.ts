import { localizedPath, storeViewByCode } from '@hemma/commerce';
import type { OrderRow } from '../../modules/order/order-repository.ts';

/** The storefront's page where the difference is paid (decision 0060). */
export const BALANCE_PAYMENT_PATH = '/order-payment';

/** The payment link of an order's balance, under the order's store view, as the mail gives it. */
export function balancePaymentUrl(shopUrl: string, order: OrderRow): string {
  const store = storeViewByCode(order.store_code) ?? undefined;
  return `${shopUrl}${localizedPath(BALANCE_PAYMENT_PATH, store)}?key=${order.balance_key}`;
}
