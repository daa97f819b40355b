import { beforeAll, describe, expect, it } from 'vitest';
import type { ReviewDto } from '@hemma/contract';
import type { ReviewListDto } from '@hemma/contract';
import { useTestApi, type TestApi } from './support/test-api.ts';

const api = useTestApi();

const review = (overrides: Record<string, unknown> = {}) => ({
  nickname: 'Astrid',
  title: 'Skön och snygg',
  detail: 'Sitter bra och passar fint i vardagsrummet.',
  rating: 5,
  ...overrides,
});
const create = (on: TestApi, body: unknown) => on.post<ReviewDto>('/api/review/create', body);
const list = (on: TestApi, query: string) => on.get<ReviewListDto>(`/api/review/list?${query}`);
const reviewsTable = (on: TestApi) => on.handle.db;

/** A listed simple product that no seeded review is about. */
async function unreviewedProduct(on: TestApi): Promise<{ id: number; sku: string }> {
  const reviewed = reviewsTable(on).selectFrom('reviews').select('product_id');
  return on.handle.db
    .selectFrom('products')
    .select(['id', 'sku'])
    .where('type_id', '=', 'simple')
    .where('visibility', '=', 4)
    .where('status', '=', 1)
    .where('id', 'not in', reviewed)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

describe('POST /api/review/create', () => {
  it('when a shopper writes a review, then it waits for moderation and is not listed', async () => {
    const product = await unreviewedProduct(api);
    const created = await create(api, {
      review: review({ sku: product.sku, nickname: '  Åsa  ', title: ' Fin ', rating: '4' }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.result).toMatchObject({
      product_id: product.id,
      sku: product.sku,
      nickname: 'Åsa',
      title: 'Fin',
      rating: 4,
      status: 'pending',
    });
    const listed = await list(api, `sku=${product.sku}`);
    expect(listed.status).toBe(200);
    expect(listed.body.result).toMatchObject({
      sku: product.sku,
      items: [],
      total: 0,
      summary: { count: 0, average: null, ratings: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
    });
  });

  it('takes the product by id as well as by sku, and refuses an id and a sku that disagree', async () => {
    const product = await unreviewedProduct(api);
    const byId = await create(api, { review: review({ product_id: product.id }) });
    expect(byId.status).toBe(200);
    expect(byId.body.result.sku).toBe(product.sku);
    const both = await create(api, { review: review({ product_id: product.id + 1, sku: product.sku }) });
    expect(both.status).toBe(400);
    expect(both.body.result).toBe(
      `product_id ${product.id + 1} and sku ${product.sku} name different products`,
    );
  });
});

describe('GET /api/review/list on the demo shop', () => {
  it("lists a seeded product's approved reviews newest first, with their summary", async () => {
    const [top] = await reviewsTable(api)
      .selectFrom('reviews')
      .select(['product_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', '=', 'approved')
      .groupBy('product_id')
      .orderBy('n', 'desc')
      .orderBy('product_id')
      .limit(1)
      .execute();
    const seeded = await reviewsTable(api)
      .selectFrom('reviews')
      .selectAll()
      .where('product_id', '=', top!.product_id)
      .execute();
    expect(seeded.length).toBeGreaterThanOrEqual(2);
    const { status, body } = await list(api, `product_id=${top!.product_id}&size=50`);
    expect(status).toBe(200);
    const { items, summary } = body.result;
    expect(items).toHaveLength(seeded.length);
    expect(items.map((r) => r.created_at)).toEqual(
      items
        .map((r) => r.created_at)
        .sort()
        .reverse(),
    );
    // What the public sees of a review: no status, no customer.
    const fields = ['created_at', 'detail', 'id', 'nickname', 'rating', 'title'];
    expect(Object.keys(items[0]!).sort()).toEqual(fields);
    const sum = seeded.reduce((n, r) => n + r.rating, 0);
    expect(summary.count).toBe(seeded.length);
    expect(summary.average).toBe(Math.round((sum * 10) / seeded.length) / 10);
    expect(Object.values(summary.ratings).reduce((a, b) => a + b, 0)).toBe(seeded.length);
  });

  it('has approved reviews for a good share of the demo products', async () => {
    const reviewed = await reviewsTable(api)
      .selectFrom('reviews')
      .select((eb) => eb.fn.count<number>('product_id').distinct().as('n'))
      .where('status', '=', 'approved')
      .executeTakeFirstOrThrow();
    expect(Number(reviewed.n)).toBeGreaterThanOrEqual(100);
  });
});

describe('reviews published at once (reviews.autoApprove)', () => {
  const auto = useTestApi({ reviews: { autoApprove: true } });
  let product: { id: number; sku: string };
  const ids: number[] = [];

  beforeAll(async () => {
    product = await unreviewedProduct(auto);
    for (const [i, rating] of [5, 4, 4, 2].entries()) {
      const created = await create(auto, {
        review: review({ sku: product.sku, rating, title: `Omdöme ${i + 1}` }),
      });
      expect(created.body.result.status).toBe('approved');
      ids.push(created.body.result.id);
    }
  });

  it('lists them at once, newest first, with the count, the average to one decimal and the stars', async () => {
    const { body } = await list(auto, `sku=${product.sku}`);
    expect(body.result.items.map((r) => r.id)).toEqual([...ids].reverse());
    expect(body.result.summary).toEqual({
      count: 4,
      average: 3.8,
      ratings: { 1: 0, 2: 1, 3: 0, 4: 2, 5: 1 },
    });
    expect(body.result).toMatchObject({ total: 4, start: 0, perPage: 10 });
  });

  it('pages with from and size', async () => {
    const first = (await list(auto, `sku=${product.sku}&size=3`)).body.result;
    const second = (await list(auto, `sku=${product.sku}&size=3&from=3`)).body.result;
    expect(first.items.map((r) => r.id)).toEqual([ids[3], ids[2], ids[1]]);
    expect(second.items.map((r) => r.id)).toEqual([ids[0]]);
    expect(second).toMatchObject({ total: 4, start: 3, perPage: 3 });
  });

  it('never shows a rejected review, nor counts it', async () => {
    await reviewsTable(auto)
      .updateTable('reviews')
      .set({ status: 'rejected' })
      .where('id', '=', ids[3]!)
      .execute();
    const { body } = await list(auto, `sku=${product.sku}`);
    expect(body.result.items.map((r) => r.id)).not.toContain(ids[3]);
    expect(body.result.summary).toEqual({
      count: 3,
      average: 4.3,
      ratings: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 },
    });
  });
});

describe('review input errors', () => {
  let sku: string;
  beforeAll(async () => {
    sku = (await unreviewedProduct(api)).sku;
  });

  it.each([
    ['rating 0', { rating: 0 }, 'review.rating: Rating must be a whole number from 1 to 5.'],
    ['rating 6', { rating: 6 }, 'review.rating: Rating must be a whole number from 1 to 5.'],
    ['rating 4.5', { rating: 4.5 }, 'review.rating: Rating must be a whole number from 1 to 5.'],
    ['rating in words', { rating: 'fem' }, 'review.rating: Rating must be a whole number from 1 to 5.'],
    ['no rating', { rating: undefined }, 'review.rating: Field is required'],
    ['a one-letter nickname', { nickname: ' A ' }, 'review.nickname: Name must have at least 2 letters.'],
    ['no nickname', { nickname: undefined }, 'review.nickname: Field is required'],
    ['a blank title', { title: '   ' }, 'review.title: Field is required'],
    ['no detail', { detail: undefined }, 'review.detail: Field is required'],
    ['a title of 121 characters', { title: 'å'.repeat(121) }, 'review.title: Must be at most 120 characters'],
    [
      'a detail of 4001 characters',
      { detail: 'x'.repeat(4001) },
      'review.detail: Must be at most 4000 characters',
    ],
    ['an unknown field', { review_status: 1 }, 'unknown body parameter(s) "review_status"'],
  ])('refuses %s with a 400 naming the field', async (_name, overrides, message) => {
    const { status, body } = await create(api, { review: review({ sku, ...overrides }) });
    expect(status).toBe(400);
    expect(body.result).toContain(message);
  });

  it('refuses a review without a product or without the review object', async () => {
    const none = await create(api, { review: review() });
    expect(none.body).toEqual({ code: 400, result: 'Please name the product: product_id or sku' });
    const empty = await create(api, {});
    expect(empty.status).toBe(400);
    expect(empty.body.result).toContain('review:');
  });

  it('answers 404 with the SPEC message for a product the shop does not list', async () => {
    const unknown = await create(api, { review: review({ sku: 'NO-SUCH-SKU' }) });
    expect(unknown.body).toEqual({
      code: 404,
      result: 'Product query returned empty result sku = NO-SUCH-SKU',
    });
    const unknownId = await create(api, { review: review({ product_id: 99_999_999 }) });
    expect(unknownId.body).toEqual({
      code: 404,
      result: 'Product query returned empty result id = 99999999',
    });

    const child = await api.handle.db
      .selectFrom('products')
      .select('sku')
      .where('visibility', '=', 1)
      .executeTakeFirstOrThrow();
    const hidden = await create(api, { review: review({ sku: child.sku }) });
    expect(hidden.body).toEqual({
      code: 404,
      result: 'Product query returned empty result product visibility = 1',
    });

    const disabled = await unreviewedProduct(api);
    await api.handle.db.updateTable('products').set({ status: 2 }).where('id', '=', disabled.id).execute();
    const off = await create(api, { review: review({ sku: disabled.sku }) });
    expect(off.body).toEqual({ code: 404, result: 'Product query returned empty result product status = 2' });
    expect((await list(api, `sku=${disabled.sku}`)).status).toBe(404);
  });

  it.each(['size=0', 'size=51', 'size=100000000000', 'size=ten', 'from=-1', 'product_id=abc', 'sort=rating'])(
    'refuses the list query %s with a 400 naming the parameter',
    async (query) => {
      const { status, body } = await list(api, `sku=${sku}&${query}`);
      expect(status).toBe(400);
      expect(body.result).toMatch(new RegExp(`\\b${query.split('=')[0]}\\b`));
    },
  );

  it('refuses a list without a product and answers 404 for an unknown one', async () => {
    expect((await api.get('/api/review/list')).body).toEqual({
      code: 400,
      result: 'Please name the product: product_id or sku',
    });
    expect((await list(api, 'sku=NO-SUCH-SKU')).body).toEqual({
      code: 404,
      result: 'Product query returned empty result sku = NO-SUCH-SKU',
    });
  });
});
