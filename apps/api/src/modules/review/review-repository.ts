import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ReviewStatus, ReviewTable } from '../../db/tables/engagement.ts';

export type ReviewRow = Selectable<ReviewTable>;
export type NewReview = Insertable<ReviewTable>;

/** Keeps multi-row inserts well below SQLite's limit of bound variables per statement. */
const INSERT_CHUNK = 500;

export function createReviewRepository(db: Db) {
  return {
    async insert(review: NewReview): Promise<ReviewRow> {
      return db.insertInto('reviews').values(review).returningAll().executeTakeFirstOrThrow();
    },

    async insertMany(reviews: readonly NewReview[]): Promise<void> {
      for (let i = 0; i < reviews.length; i += INSERT_CHUNK)
        await db
          .insertInto('reviews')
          .values(reviews.slice(i, i + INSERT_CHUNK))
          .execute();
    },

    /** A page of a product's approved reviews, newest first (id breaks ties so pages never overlap). */
    async listApproved(productId: number, page: { from: number; size: number }): Promise<ReviewRow[]> {
      return db
        .selectFrom('reviews')
        .selectAll()
        .where('product_id', '=', productId)
        .where('status', '=', 'approved')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(page.size)
        .offset(page.from)
        .execute();
    },

    /** A customer's own reviews of any status, newest first (id breaks ties). */
    async listByCustomer(customerId: number, limit: number): Promise<ReviewRow[]> {
      return db
        .selectFrom('reviews')
        .selectAll()
        .where('customer_id', '=', customerId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /** How many approved reviews a product has per star rating (ratings without reviews are absent). */
    async approvedRatingCounts(productId: number): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('reviews')
        .select((eb) => ['rating', eb.fn.countAll<number>().as('n')])
        .where('product_id', '=', productId)
        .where('status', '=', 'approved')
        .groupBy('rating')
        .execute();
      return new Map(rows.map((r) => [Number(r.rating), Number(r.n)]));
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;

export type { ReviewStatus, ReviewTable };
