import type {
  AdminCustomerDto,
  AdminCustomerSummaryDto,
  AdminPage,
  AuditEntryDto,
  CartTotalsDto,
  CustomerGroupDto,
  ProductDto,
} from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { useTestApi } from './support/test-api.ts';
import { tradeFixtures, useTradeStaff } from './support/trade-fixtures.ts';

const api = useTestApi();
const trade = tradeFixtures(api);
const { shop, customer, placeOrder } = trade;

const staff = useTradeStaff(api);

const list = async (query: string) =>
  (await staff.clerk.get<AdminPage<AdminCustomerSummaryDto>>(`/api/admin/customers?${query}`)).body.result;
const detail = async (id: number) =>
  (await staff.clerk.get<AdminCustomerDto>(`/api/admin/customers/${id}`)).body.result;

describe('customers in the back office', () => {
  it('finds customers by name and e-mail and shows their orders, addresses, group and points', async () => {
    const stamp = Date.now().toString(36);
    const signe = await customer({ firstname: 'Signe', lastname: `Holm${stamp}` });
    await customer({ firstname: 'Gustav', lastname: `Holm${stamp}` });
    const simple = await shop.find('simple');
    const first = await placeOrder({ sku: simple.sku, qty: 2, token: signe.token, person: signe });
    const second = await placeOrder({ sku: simple.sku, qty: 1, token: signe.token, person: signe });

    expect((await list(`q=holm${stamp}`)).total).toBe(2);
    const found = await list(`q=signe holm${stamp}`);
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({
      email: signe.email,
      group_id: 1,
      group_code: 'General',
      orders_count: 2,
      total_spent: Math.round((first.grand_total + second.grand_total) * 100) / 100,
    });
    expect((await list(`q=${signe.email.toUpperCase()}`)).items.map((c) => c.email)).toEqual([signe.email]);
    expect((await list(`q=holm${stamp}&group_id=2`)).total).toBe(0);

    const one = await detail(found.items[0]!.id);
    expect(one.customer).toMatchObject({ email: signe.email, firstname: 'Signe' });
    expect(one.customer.addresses).toMatchObject([{ city: 'Lund' }]);
    expect(one.group).toMatchObject({ id: 1, code: 'General' });
    expect(one.orders.map((o) => o.increment_id)).toEqual([second.increment_id, first.increment_id]);
    expect(one.orders_count).toBe(2);
    expect(one.loyalty.points_balance).toBeGreaterThan(0);
    expect(one.loyalty.history.map((h) => h.increment_id)).toEqual([second.increment_id, first.increment_id]);
    expect((await staff.clerk.get('/api/admin/customers/999999')).status).toBe(404);
  });

  it('moves a customer to another group, and their next cart call is priced for it', async () => {
    const simple = await shop.find('simple');
    const product: ProductDto = await shop.product(simple.sku);
    const shelf = Math.round(product.final_price_incl_tax * 100);
    await api.handle.db
      .insertInto('tier_prices')
      .values({ product_id: product.id, customer_group_id: 2, qty: 1, value: shelf - 10_000 })
      .execute();
    const nils = await customer({ firstname: 'Nils', lastname: 'Grossist' });
    const cartId = (
      await trade.accounts.call<string>('POST', '/api/cart/create', { token: nils.token, body: {} })
    ).body.result;
    await trade.accounts.call('POST', `/api/cart/update?cartId=${cartId}`, {
      token: nils.token,
      body: { cartItem: { sku: simple.sku, qty: 1 } },
    });
    const totals = async () =>
      (
        await trade.accounts.call<CartTotalsDto>('GET', `/api/cart/totals?cartId=${cartId}`, {
          token: nils.token,
        })
      ).body.result.subtotal_incl_tax;
    expect(await totals()).toBe(product.final_price_incl_tax);

    const groups = (await staff.clerk.get<CustomerGroupDto[]>('/api/admin/customer-groups')).body.result;
    expect(groups.map((g) => g.code)).toContain('Wholesale');
    const read = await detail(nils.profile.id);
    const stale = await staff.clerk.send<string>('PATCH', `/api/admin/customers/${nils.profile.id}/group`, {
      group_id: 2,
      updated_at: '2020-01-01T00:00:00.000Z',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.result).toMatch(/changed by someone else since you opened it — reload/);
    const unknown = await staff.clerk.send<string>('PATCH', `/api/admin/customers/${nils.profile.id}/group`, {
      group_id: 99,
      updated_at: read.customer.updated_at,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.result).toMatch(/^group_id: /);

    const moved = await staff.clerk.send<AdminCustomerDto>(
      'PATCH',
      `/api/admin/customers/${nils.profile.id}/group`,
      {
        group_id: 2,
        updated_at: read.customer.updated_at,
      },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.result.group).toMatchObject({ id: 2, code: 'Wholesale' });
    expect(await totals()).toBe(product.final_price_incl_tax - 100);
    const order = await placeOrder({ sku: simple.sku, token: nils.token, person: nils });
    expect(order.totals.subtotal_incl_tax).toBe(product.final_price_incl_tax - 100);

    const audit = await staff.owner.get<AdminPage<AuditEntryDto>>(
      `/api/admin/audit?entity_type=customer&entity_id=${nils.profile.id}`,
    );
    expect(audit.body.result.items[0]).toMatchObject({
      action: 'customer.group',
      before: { group_id: 1 },
      after: { group_id: 2 },
    });
  });
});
