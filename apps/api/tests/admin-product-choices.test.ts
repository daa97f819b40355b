import type { AdminProductChoices } from '@hemma/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, loginAs, loginOwner, type AdminClient } from './support/admin-client.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();
let owner: AdminClient;

beforeAll(async () => {
  owner = await loginOwner(api);
});

describe('the product editor’s choices', () => {
  it('gives the catalogue role the product tax classes and every customer group', async () => {
    const catalogue = await loginAs(api, owner, 'catalogue');
    const response = await catalogue.get<AdminProductChoices>('/api/admin/product-choices');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.result.tax_classes).toEqual([
      { id: 2, name: 'Taxable Goods' },
      { id: 5, name: 'E-böcker' },
    ]);
    expect(response.body.result.customer_groups.map((group) => group.code)).toEqual([
      'NOT LOGGED IN',
      'General',
      'Wholesale',
      'Retailer',
    ]);
  });

  it('is refused to the orders role and to a stranger', async () => {
    const orders = await loginAs(api, owner, 'orders');
    expect((await orders.get('/api/admin/product-choices')).status).toBe(403);
    expect((await adminClient(api).get('/api/admin/product-choices')).status).toBe(401);
  });
});
