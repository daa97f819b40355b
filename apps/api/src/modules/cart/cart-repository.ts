import type { Selectable, Transaction } from 'kysely';
import { compiledQuery } from '../../db/compiled-query.ts';
import type { Db } from '../../db/database.ts';
import type { CartItemTable, CartTable } from '../../db/tables/checkout.ts';
import type { Database } from '../../db/schema.ts';

export type CartRow = Selectable<CartTable>;
export type CartItemRow = Selectable<CartItemTable>;

export interface NewCartLine {
  sku: string;
  parentSku: string | null;
  productType: string;
  qty: number;
  productOption: string | null;
  checksum: string;
}

export type CartMethods = Partial<
  Pick<
    CartRow,
    | 'shipping_carrier_code'
    | 'shipping_method_code'
    | 'payment_method_code'
    | 'shipping_country_id'
    | 'carry_in'
  >
>;

/** The statements of every cart call (a cart change: its cart, its lines, the line set), compiled once (issue 32). */
const cartStatements = {
  activeByToken: compiledQuery((db: Db, token: string) =>
    db.selectFrom('carts').selectAll().where('token', '=', token).where('is_active', '=', 1),
  ),
  items: compiledQuery((db: Db, cartId: number) =>
    db.selectFrom('cart_items').selectAll().where('cart_id', '=', cartId).orderBy('id'),
  ),
  itemsOfActiveToken: compiledQuery((db: Db, token: string) =>
    db
      .selectFrom('cart_items')
      .selectAll()
      .where(
        'cart_id',
        'in',
        db.selectFrom('carts').select('id').where('token', '=', token).where('is_active', '=', 1),
      )
      .orderBy('id'),
  ),
  upsertLine: compiledQuery(
    (
      db: Db,
      cartId: number,
      sku: string,
      parentSku: string | null,
      productType: string,
      qty: number,
      productOption: string | null,
      checksum: string,
      now: string,
    ) =>
      db
        .insertInto('cart_items')
        .values({
          cart_id: cartId,
          sku,
          parent_sku: parentSku,
          product_type: productType,
          qty,
          product_option: productOption,
          checksum,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['cart_id', 'sku', 'checksum']).doUpdateSet({ qty, updated_at: now }))
        .returningAll(),
  ),
};

/**
 * Carts and their lines. A line carries its own updated_at (quantity changes are the hot path and cost one
 * statement); the cart's updated_at moves with its own fields and with removals.
 */
export function createCartRepository(db: Db) {
  const touch = (cartId: number, now: string) =>
    db.updateTable('carts').set({ updated_at: now }).where('id', '=', cartId).execute();

  return {
    async create(token: string, groupId: number, customerId: number | null, now: string): Promise<CartRow> {
      return db
        .insertInto('carts')
        .values({ token, group_id: groupId, customer_id: customerId, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async findActive(token: string): Promise<CartRow | undefined> {
      return cartStatements.activeByToken.first(db, token);
    },

    /** A customer's newest active cart. */
    async findActiveOfCustomer(customerId: number): Promise<CartRow | undefined> {
      return db
        .selectFrom('carts')
        .selectAll()
        .where('customer_id', '=', customerId)
        .where('is_active', '=', 1)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    async items(cartId: number): Promise<CartItemRow[]> {
      return cartStatements.items.all(db, cartId);
    },

    /**
     * The lines of the active cart with this token, read beside the cart itself (one wait, not two). Whoever asks
     * must still check that the cart may be used (`requireCart`) before using them.
     */
    async itemsOfActiveToken(token: string): Promise<CartItemRow[]> {
      return cartStatements.itemsOfActiveToken.all(db, token);
    },

    /**
     * Sets the quantity of the line for this sku and configuration, creating it when missing. The quantity is
     * absolute, never added: sending the same line twice (a retry, a second tab) cannot double it.
     */
    async upsertLine(cartId: number, line: NewCartLine, now: string): Promise<CartItemRow> {
      const row = await cartStatements.upsertLine.first(
        db,
        cartId,
        line.sku,
        line.parentSku,
        line.productType,
        line.qty,
        line.productOption,
        line.checksum,
        now,
      );
      if (!row) throw new Error(`cart_items: the upsert of ${line.sku} returned no row`);
      return row;
    },

    async setQty(cartId: number, itemId: number, qty: number, now: string): Promise<CartItemRow | undefined> {
      const row = await db
        .updateTable('cart_items')
        .set({ qty, updated_at: now })
        .where('cart_id', '=', cartId)
        .where('id', '=', itemId)
        .returningAll()
        .executeTakeFirst();
      return row;
    },

    async deleteItem(cartId: number, itemId: number, now: string): Promise<boolean> {
      const result = await db
        .deleteFrom('cart_items')
        .where('cart_id', '=', cartId)
        .where('id', '=', itemId)
        .executeTakeFirst();
      await touch(cartId, now);
      return Number(result.numDeletedRows) > 0;
    },

    async setCoupon(cartId: number, code: string | null, now: string): Promise<void> {
      await db
        .updateTable('carts')
        .set({ coupon_code: code, updated_at: now })
        .where('id', '=', cartId)
        .execute();
    },

    async setDeliveryDate(cartId: number, date: string | null, now: string): Promise<void> {
      await db
        .updateTable('carts')
        .set({ delivery_date: date, updated_at: now })
        .where('id', '=', cartId)
        .execute();
    },

    async setMethods(cartId: number, methods: CartMethods, now: string): Promise<void> {
      await db
        .updateTable('carts')
        .set({ ...methods, updated_at: now })
        .where('id', '=', cartId)
        .execute();
    },

    /** Prices a customer's open carts for their new group, in the transaction that moves them (decision 0022). */
    async setGroupOfCustomer(
      trx: Transaction<Database>,
      customerId: number,
      groupId: number,
      now: string,
    ): Promise<void> {
      await trx
        .updateTable('carts')
        .set({ group_id: groupId, updated_at: now })
        .where('customer_id', '=', customerId)
        .where('is_active', '=', 1)
        .execute();
    },

    /** Closes the caller's cart (a guest cart, or one of this customer) in the order's transaction. */
    async deactivateIn(
      trx: Transaction<Database>,
      token: string,
      customerId: number | null,
      now: string,
    ): Promise<void> {
      await trx
        .updateTable('carts')
        .set({ is_active: 0, updated_at: now })
        .where('token', '=', token)
        .where((eb) =>
          customerId === null ? eb('customer_id', 'is', null) : eb('customer_id', '=', customerId),
        )
        .execute();
    },

    /**
     * Opens a cart an order closed again, in the caller's transaction: its hosted payment was cancelled or expired
     * (decision 0050), so its lines are the shopper's again. A customer who has started another cart meanwhile keeps
     * that one. True when the cart is open now.
     */
    async reopenIn(trx: Transaction<Database>, token: string, now: string): Promise<boolean> {
      const result = await trx
        .updateTable('carts')
        .set({ is_active: 1, updated_at: now })
        .where('token', '=', token)
        .where('is_active', '=', 0)
        .where((eb) =>
          eb.or([
            eb('customer_id', 'is', null),
            eb.not(
              eb.exists(
                eb
                  .selectFrom('carts as other')
                  .select('other.id')
                  .whereRef('other.customer_id', '=', 'carts.customer_id')
                  .where('other.is_active', '=', 1),
              ),
            ),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;

export type { CartItemTable, CartTable };
