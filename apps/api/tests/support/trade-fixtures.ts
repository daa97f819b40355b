import type {
  AdminOrderDto,
  AdminOrderSummaryDto,
  AdminPage,
  OrderResult,
  StockCheckResult,
} from '@hemma/contract';
import { beforeAll } from 'vitest';
import { accountFixtures } from './account-fixtures.ts';
import { loginAs, loginOwner, type AdminClient } from './admin-client.ts';
import { checkoutFixtures, orderRequest } from './checkout-fixtures.ts';
import { homeAddressOf } from './foreign-addresses.ts';
import type { TestApi } from './test-api.ts';

/** Orders placed through the shopper API and read back through the back office, for the admin trade tests. */
export function tradeFixtures(api: TestApi) {
  const shop = checkoutFixtures(api);
  const accounts = accountFixtures(api);

  /** A registered customer with a user token. */
  async function customer(
    name: { firstname: string; lastname: string } = { firstname: 'Karin', lastname: 'Berg' },
  ) {
    const { email, password, customer: profile } = await accounts.register(name);
    const { token } = await accounts.login(email, password);
    return { email, token, profile, ...name };
  }

  /** Places an order (cash on delivery by courier unless said otherwise); as a customer when a token is given. */
  async function placeOrder(options: {
    sku: string;
    qty?: number;
    token?: string;
    person?: { firstname: string; lastname: string; email: string };
    coupon?: string;
    payment?: string;
    /** The store view the order is placed in ('de': euros). */
    storeCode?: string;
  }): Promise<OrderResult> {
    const base = orderRequest([{ sku: options.sku, qty: options.qty ?? 1 }]);
    const body = {
      ...base,
      ...(options.person ? { personal_details: options.person } : {}),
      ...(options.coupon ? { coupon_code: options.coupon } : {}),
      ...(options.storeCode ? { store_code: options.storeCode } : {}),
      addressInformation: {
        ...base.addressInformation,
        // /de and /it ship to their own countries (decision 0056).
        shippingAddress: homeAddressOf(options.storeCode, base.addressInformation.shippingAddress!),
        billingAddress: homeAddressOf(options.storeCode, base.addressInformation.billingAddress!),
        payment_method_code: options.payment ?? base.addressInformation.payment_method_code,
      },
    };
    const { status, body: answer } = await accounts.call<OrderResult>('POST', '/api/order', {
      body,
      ...(options.token ? { token: options.token } : {}),
    });
    if (status !== 200) throw new Error(`order: ${status} ${JSON.stringify(answer)}`);
    return answer.result;
  }

  /** The back office's id of an order, found by its number. */
  async function findOrder(admin: AdminClient, incrementId: string): Promise<AdminOrderSummaryDto> {
    const { body } = await admin.get<AdminPage<AdminOrderSummaryDto>>(`/api/admin/orders?q=${incrementId}`);
    const found = body.result.items.find((o) => o.increment_id === incrementId);
    if (!found) throw new Error(`order ${incrementId} not in the admin list`);
    return found;
  }

  const setStatus = (admin: AdminClient, id: number, body: Record<string, unknown>) =>
    admin.send<AdminOrderDto & string>('POST', `/api/admin/orders/${id}/status`, body);

  async function setStock(productId: number, qty: number): Promise<void> {
    await api.handle.db
      .updateTable('stock_items')
      .set({ qty, is_in_stock: qty > 0 ? 1 : 0, manage_stock: 1, backorders: 0 })
      .where('product_id', '=', productId)
      .execute();
  }

  const stockOf = async (sku: string) =>
    (await api.get<StockCheckResult>(`/api/stock/check?sku=${encodeURIComponent(sku)}`)).body.result;

  return { shop, accounts, customer, placeOrder, findOrder, setStatus, setStock, stockOf };
}

/** The owner and a staff user of the orders role, signed in before the suite's tests. */
export function useTradeStaff(api: TestApi): { owner: AdminClient; clerk: AdminClient } {
  const staff = {} as { owner: AdminClient; clerk: AdminClient };
  beforeAll(async () => {
    staff.owner = await loginOwner(api);
    staff.clerk = await loginAs(api, staff.owner, 'orders');
  });
  return staff;
}
