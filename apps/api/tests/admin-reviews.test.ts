import type { AdminPage, AdminReviewDto, ReviewDto, ReviewListDto } from '@hemma/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, loginOwner, type AdminClient } from './support/admin-client.ts';
import { checkoutFixtures } from './support/checkout-fixtures.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();
const shop = checkoutFixtures(api);

let clerk: AdminClient;
beforeAll(async () => {
  clerk = await loginAs(api, await loginOwner(api), 'orders');
});

async function writeReview(sku: string, title: string): Promise<ReviewDto> {
  const { status, body } = await api.post<ReviewDto>('/api/review/create', {
    review: { sku, nickname: 'Ingrid', title, detail: 'Sitter skönt och ser fin ut.', rating: 5 },
  });
  if (status !== 200) throw new Error(JSON.stringify(body));
  return body.result;
}

const queue = async (query: string) =>
  (await clerk.get<AdminPage<AdminReviewDto>>(`/api/admin/reviews?${query}`)).body.result;

describe('review moderation', () => {
  it('lists waiting reviews first, filtered by status and product', async () => {
    const simple = await shop.find('simple');
    const written = await writeReview(simple.sku, 'Väntar på granskning');
    const all = await queue('pageSize=100');
    expect(all.items[0]!.status).toBe('pending');
    const firstDone = all.items.findIndex((r) => r.status !== 'pending');
    expect(
      all.items.slice(firstDone === -1 ? all.items.length : firstDone).every((r) => r.status !== 'pending'),
    ).toBe(true);
    const pending = await queue(`status=pending&sku=${simple.sku}`);
    expect(pending.items.map((r) => r.id)).toContain(written.id);
    expect(pending.items.find((r) => r.id === written.id)).toMatchObject({
      sku: simple.sku,
      product_name: simple.name,
      nickname: 'Ingrid',
      status: 'pending',
    });
    expect((await queue(`product_id=${simple.id}&status=pending`)).total).toBe(pending.total);
    expect((await queue('sku=NO-SUCH-SKU')).total).toBe(0);
  });

  it("shows an approved review on the product's reviews at once, and hides it again when rejected", async () => {
    const simple = await shop.find('simple');
    const review = await writeReview(simple.sku, 'Bästa soffan');
    const publicList = async () =>
      (await api.get<ReviewListDto>(`/api/review/list?sku=${simple.sku}`)).body.result.items.map((r) => r.id);
    expect(await publicList()).not.toContain(review.id);

    const approved = await clerk.send<AdminReviewDto>('POST', `/api/admin/reviews/${review.id}/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.result.status).toBe('approved');
    expect(await publicList()).toContain(review.id);

    const rejected = await clerk.send<AdminReviewDto>('POST', `/api/admin/reviews/${review.id}/reject`);
    expect(rejected.body.result.status).toBe('rejected');
    expect(await publicList()).not.toContain(review.id);
    expect((await clerk.send('POST', '/api/admin/reviews/999999/approve')).status).toBe(404);
  });
});
