import { LISTED_STATUSES, LISTED_VISIBILITIES } from '@hemma/commerce';
import { createReviewRepository, type DatabaseHandle, type NewReview } from '@hemma/api/seeding';
import { DAY_MS, REFERENCE_MS, SEED } from './data/reference.ts';
import { RATING_WEIGHTS, REVIEW_NICKNAMES, REVIEW_TEXTS } from './data/review-texts.ts';
import type { SeedRows } from './generate/model.ts';
import { hashString, Prng } from './prng.ts';

type SeedProduct = SeedRows['products'][number];

/** A fixed number however big the shop: the demo gets reviews on a good share, benchmark shops stay fast to seed. */
export const MAX_REVIEWED_PRODUCTS = 150;
const REVIEWED_SHARE = 0.6;
/** Sold at least this often: such products collect one more review. */
const POPULAR_SALES = 150;
// Services and e-books read oddly with furniture reviews; the demo reviews only things you put in a room.
const REVIEWED_TYPES: ReadonlySet<string> = new Set(['simple', 'configurable', 'bundle', 'grouped']);

const isListed = (p: SeedProduct) =>
  (LISTED_STATUSES as readonly number[]).includes(p.status) &&
  (LISTED_VISIBILITIES as readonly number[]).includes(p.visibility) &&
  REVIEWED_TYPES.has(p.type_id);

/** Approved demo reviews, deterministic: the same products always get the same reviews. */
export function demoReviews(products: readonly SeedProduct[]): NewReview[] {
  const rng = new Prng(SEED ^ hashString('reviews'));
  const eligible = products.filter(isListed);
  const chosen = rng
    .sample(eligible, Math.min(MAX_REVIEWED_PRODUCTS, Math.round(eligible.length * REVIEWED_SHARE)))
    .sort((a, b) => (a.id as number) - (b.id as number));
  return chosen.flatMap((product) => {
    const count = rng.int(1, 3) + (product.sales_count >= POPULAR_SALES ? 1 : 0);
    const created = Math.min(Date.parse(product.created_at), REFERENCE_MS - DAY_MS);
    const used = new Set<string>();
    return Array.from({ length: count }, () => {
      const rating = rng.weighted(RATING_WEIGHTS, (r) => r.weight).rating;
      const texts = REVIEW_TEXTS[rating];
      let text = rng.pick(texts);
      for (let tries = 0; used.has(text.title) && tries < texts.length; tries++) text = rng.pick(texts);
      used.add(text.title);
      // Written some time after the product arrived, never after the seed's reference moment.
      const at = created + rng.range(0.05, 1) * (REFERENCE_MS - created);
      return {
        product_id: product.id as number,
        customer_id: null,
        nickname: rng.pick(REVIEW_NICKNAMES),
        title: text.title,
        detail: text.detail,
        rating,
        status: 'approved' as const,
        created_at: new Date(Math.round(at / 60_000) * 60_000).toISOString(),
      };
    });
  });
}

export async function seedReviews(handle: DatabaseHandle, products: readonly SeedProduct[]): Promise<number> {
  const reviews = demoReviews(products);
  await createReviewRepository(handle.db).insertMany(reviews);
  return reviews.length;
}
