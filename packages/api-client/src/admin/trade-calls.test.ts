import { describe, expect, it } from 'vitest';
import { createAdminClient } from './admin-client.ts';

/** A fetch that answers every call with an empty success and records method and path. */
function recording() {
  const calls: string[] = [];
  const fetch = async (url: string, init: RequestInit = {}) => {
    calls.push(`${init.method} ${url}${init.body ? ` ${String(init.body)}` : ''}`);
    return new Response(JSON.stringify({ code: 200, result: {} }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  return { calls, client: createAdminClient({ fetch }) };
}

describe('the trade calls of the admin client', () => {
  it('reach the orders, customers, reviews and coupons routes of decision 0022', async () => {
    const { calls, client } = recording();
    await client.orders.list({ status: 'new', q: '', page: 2 });
    await client.orders.changeStatus(5, { status: 'shipped', carrier: 'DHL', tracking_number: 'JD1' });
    await client.orders.addNote(5, 'Ring innan');
    await client.customers.changeGroup(9, { group_id: 2, updated_at: 't' });
    await client.customers.groups();
    await client.reviews.list({ status: 'pending' });
    await client.reviews.approve(3);
    await client.reviews.reject(4);
    await client.coupons.update(7, { value: 10, updated_at: 't' });
    await client.coupons.deactivate(7);
    expect(calls).toEqual([
      'GET /api/admin/orders?status=new&page=2',
      'POST /api/admin/orders/5/status {"status":"shipped","carrier":"DHL","tracking_number":"JD1"}',
      'POST /api/admin/orders/5/notes {"note":"Ring innan"}',
      'PATCH /api/admin/customers/9/group {"group_id":2,"updated_at":"t"}',
      'GET /api/admin/customer-groups',
      'GET /api/admin/reviews?status=pending',
      'POST /api/admin/reviews/3/approve',
      'POST /api/admin/reviews/4/reject',
      'PATCH /api/admin/coupons/7 {"value":10,"updated_at":"t"}',
      'POST /api/admin/coupons/7/deactivate',
    ]);
  });
});
