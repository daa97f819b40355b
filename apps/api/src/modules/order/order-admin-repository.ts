import { sql, type Selectable, type Transaction } from 'kysely';
import { column, containsText } from '../../db/contains-text.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { OrderReservationTable } from '../../db/tables/checkout.ts';
import { sumsPerCurrency } from './sums-per-currency.ts';
import type { OrderEventRow, OrderRow } from './order-repository.ts';

export type OrderReservationRow = Selectable<OrderReservationTable>;

export type OrderSortField = 'created_at' | 'grand_total' | 'increment_id' | 'customer';

export interface OrderFilter {
  /** Matches the order number, the e-mail or the customer's name (any part of them). */
  search?: string | undefined;
  status?: string | undefined;
  paymentMethod?: string | undefined;
  paymentStatus?: string | undefined;
  customerId?: number | undefined;
  /** ISO instants: from inclusive, to exclusive. */
  from?: string | undefined;
  to?: string | undefined;
  sort: OrderSortField;
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export type OrderListRow = OrderRow & { items_qty: number };

export interface StatusChange {
  status: string;
  carrier?: string | null;
  tracking_number?: string | null;
  updated_at: string;
}

const SORT_COLUMNS = {
  created_at: 'orders.created_at',
  grand_total: 'orders.grand_total',
  increment_id: 'orders.increment_id',
  customer: 'orders.customer_lastname',
} as const;

/** The back office's reads and writes of orders: the list, one order's timeline and reservations, its status. */
export function createOrderAdminRepository(db: Db) {
  function filtered(filter: Omit<OrderFilter, 'sort' | 'direction' | 'limit' | 'offset'>) {
    let query = db.selectFrom('orders');
    const search = filter.search;
    if (search)
      query = query.where((eb) =>
        eb.or([
          containsText(column('orders.increment_id'), search),
          containsText(column('orders.customer_email'), search),
          containsText(sql`orders.customer_firstname || ' ' || orders.customer_lastname`, search),
        ]),
      );
    if (filter.status) query = query.where('orders.status', '=', filter.status);
    if (filter.paymentMethod) query = query.where('orders.payment_method', '=', filter.paymentMethod);
    if (filter.paymentStatus) query = query.where('orders.payment_status', '=', filter.paymentStatus);
    if (filter.customerId !== undefined) query = query.where('orders.customer_id', '=', filter.customerId);
    if (filter.from) query = query.where('orders.created_at', '>=', filter.from);
    if (filter.to) query = query.where('orders.created_at', '<', filter.to);
    return query;
  }

  return {
    async page(filter: OrderFilter): Promise<{ rows: OrderListRow[]; total: number }> {
      const query = filtered(filter);
      const [rows, count] = await Promise.all([
        query
          .selectAll('orders')
          .select((eb) =>
            eb
              .selectFrom('order_items')
              .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('qty'), sql<number>`0`).as('n'))
              .whereRef('order_items.order_id', '=', 'orders.id')
              .as('items_qty'),
          )
          .orderBy(SORT_COLUMNS[filter.sort], filter.direction)
          .orderBy('orders.id', filter.direction)
          .limit(filter.limit)
          .offset(filter.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((row) => ({ ...row, items_qty: Number(row.items_qty ?? 0) })),
        total: Number(count.n),
      };
    },

    async findById(id: number, executor: Transaction<Database> | Db = db): Promise<OrderRow | undefined> {
      return executor.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The order's timeline, oldest first. */
    async events(orderId: number): Promise<OrderEventRow[]> {
      return db
        .selectFrom('order_events')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute();
    },

    async reservations(trx: Transaction<Database>, orderId: number): Promise<OrderReservationRow[]> {
      return trx
        .selectFrom('order_reservations')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute();
    },

    /**
     * Moves an order on only if it is still in `from`: two staff users pressing "ship" at once change it once, and
     * the loser learns the order moved (undefined).
     */
    async changeStatus(
      trx: Transaction<Database>,
      id: number,
      from: string,
      change: StatusChange,
    ): Promise<OrderRow | undefined> {
      return trx
        .updateTable('orders')
        .set(change)
        .where('id', '=', id)
        .where('status', '=', from)
        .returningAll()
        .executeTakeFirst();
    },

    /** How many orders each customer placed and what they spent (öre, cancelled orders left out). */
    async orderTotals(
      customerIds: readonly number[],
    ): Promise<Map<number, { orders: number; spent: number; spentEur: number }>> {
      if (customerIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('orders')
        .select((eb) => {
          const [sek, eur] = sumsPerCurrency(eb);
          return ['customer_id', eb.fn.countAll<number>().as('n'), sek.as('spent'), eur.as('spent_eur')];
        })
        .where('customer_id', 'in', [...customerIds])
        .where('status', '!=', 'cancelled')
        .groupBy('customer_id')
        .execute();
      return new Map(
        rows.map((r) => [
          Number(r.customer_id),
          { orders: Number(r.n), spent: Number(r.spent ?? 0), spentEur: Number(r.spent_eur ?? 0) },
        ]),
      );
    },

    /** Orders (not cancelled) that used each code, and the discount they were given: öre of SEK, cents of EUR. */
    async couponUsage(
      codes: readonly string[],
    ): Promise<Map<string, { orders: number; discount: number; discountEur: number }>> {
      if (codes.length === 0) return new Map();
      const rows = await db
        .selectFrom('orders')
        .select((eb) => {
          const [sek, eur] = sumsPerCurrency(eb, 'discount_incl_tax');
          return [
            'coupon_code',
            eb.fn.countAll<number>().as('orders'),
            sek.as('discount'),
            eur.as('discount_eur'),
          ];
        })
        .where('coupon_code', 'in', [...codes])
        .where('status', '!=', 'cancelled')
        .groupBy('coupon_code')
        .execute();
      return new Map(
        rows.map((r) => [
          r.coupon_code ?? '',
          {
            orders: Number(r.orders),
            discount: Number(r.discount ?? 0),
            discountEur: Number(r.discount_eur ?? 0),
          },
        ]),
      );
    },
  };
}

export type OrderAdminRepository = ReturnType<typeof createOrderAdminRepository>;
