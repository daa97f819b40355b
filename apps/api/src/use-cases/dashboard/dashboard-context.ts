import type { Db } from '../../db/database.ts';
import { createOrderFiguresRepository } from '../../modules/order/order-figures-repository.ts';
import { createReturnsFigures } from '../../modules/order/returns-figures.ts';
import { createReviewRepository } from '../../modules/review/review-repository.ts';
import { createStockRepository } from '../../modules/stock/stock-repository.ts';

/** What the dashboard reads: order figures, stock levels and the review queue. */
export function createDashboardContext(db: Db, now: () => Date) {
  return {
    orders: createOrderFiguresRepository(db),
    returns: createReturnsFigures(db),
    stock: createStockRepository(db),
    reviews: createReviewRepository(db),
    now,
  };
}

export type DashboardContext = ReturnType<typeof createDashboardContext>;
