import { sql, type Insertable, type Selectable, type Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { ReviewStatus, ReviewTable } from '../../db/tables/engagement.ts';

export type ReviewRow = Selectable<ReviewTable>;
export type NewReview = Insertable<ReviewTable>;

/** Keeps multi-row inserts well below SQLite's limit of bound variables per statement. */
const INSERT_CHUNK = 500;

export interface ReviewQueueFilter {
  status?: ReviewStatus | undefined;
  productId?: number | undefined;
  limit: number;
  offset: number;
}

export function createReviewRepository(db: Db) {
  return {
    async findById(id: number, executor: Transaction<Database> | Db = db): Promise<ReviewRow | undefined> {
      return executor.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The moderation queue: reviews waiting first, then the newest. */
    async queue(filter: ReviewQueueFilter): Promise<{ rows: ReviewRow[]; total: number }> {
      let query = db.selectFrom('reviews');
      if (filter.status) query = query.where('status', '=', filter.status);
      if (filter.productId !== undefined) query = query.where('product_id', '=', filter.productId);
      const [rows, count] = await Promise.all([
        query
          .selectAll()
          .orderBy(sql`case when status = 'pending' then 0 else 1 end`)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(filter.limit)
          .offset(filter.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    async setStatus(trx: Transaction<Database>, id: number, status: ReviewStatus): Promise<ReviewRow> {
      return trx
        .updateTable('reviews')
        .set({ status })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async countWithStatus(status: ReviewStatus): Promise<number> {
      const row = await db
        .selectFrom('reviews')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', status)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

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
