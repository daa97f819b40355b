import { describe, expect, it } from 'vitest';
import { DAY_MS, REFERENCE_MS } from './data/reference.ts';
import { generateCatalog } from './generate/catalog.ts';
import { demoReviews, MAX_REVIEWED_PRODUCTS } from './reviews.ts';

describe('demoReviews', () => {
  const products = generateCatalog().rows.products;
  const reviews = demoReviews(products);

  it('reviews a good share of the demo shop, with a few hundred approved reviews at most', () => {
    const reviewed = new Set(reviews.map((r) => r.product_id));
    expect(reviewed.size).toBeGreaterThanOrEqual(100);
    expect(reviews.length).toBeLessThanOrEqual(500);
    expect(reviews.every((r) => r.status === 'approved')).toBe(true);
  });

  it('is deterministic and rates mostly 4–5 stars, some 2–3', () => {
    expect(demoReviews(products)).toEqual(reviews);
    const high = reviews.filter((r) => r.rating >= 4).length;
    const low = reviews.filter((r) => r.rating <= 3).length;
    expect(high / reviews.length).toBeGreaterThan(0.7);
    expect(low).toBeGreaterThan(0);
    expect(reviews.every((r) => r.rating >= 2 && r.rating <= 5)).toBe(true);
  });

  it('reviews only listed products, after they arrived and before the reference moment', () => {
    const byId = new Map(products.map((p) => [p.id, p]));
    for (const review of reviews) {
      const product = byId.get(review.product_id)!;
      expect(product.status).toBeLessThan(2);
      expect(product.visibility).toBeGreaterThan(1);
      const at = Date.parse(review.created_at);
      // Minutes are rounded, and a product added on the last day still gets a review a day before the reference.
      expect(at).toBeGreaterThanOrEqual(
        Math.min(Date.parse(product.created_at), REFERENCE_MS - DAY_MS) - 60_000,
      );
      expect(at).toBeLessThanOrEqual(REFERENCE_MS);
    }
  });

  it('caps the reviewed products in big benchmark shops', () => {
    const big = demoReviews(generateCatalog(3000).rows.products);
    expect(new Set(big.map((r) => r.product_id)).size).toBe(MAX_REVIEWED_PRODUCTS);
  });
});
