import type { Db } from '../../db/database.ts';
import { createOrderFiguresRepository } from '../../modules/order/order-figures-repository.ts';
import { createReturnFigures } from '../../modules/returns/return-figures.ts';
import { createReviewRepository } from '../../modules/review/review-repository.ts';
import { createStockRepository } from '../../modules/stock/stock-repository.ts';

/** What the dashboard reads: order figures, returns, stock levels and the review queue. */
export function createDashboardContext(db: Db, now: () => Date) {
  return {
    orders: createOrderFiguresRepository(db),
    returns: createReturnFigures(db),
    stock: createStockRepository(db),
    reviews: createReviewRepository(db),
    now,
  };
}

export type DashboardContext = ReturnType<typeof createDashboardContext>;
