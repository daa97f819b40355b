import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CustomerAddressTable, CustomerTable } from '../../db/tables/accounts.ts';

export type CustomerRow = Selectable<CustomerTable>;
export type CustomerAddressRow = Selectable<CustomerAddressTable>;
export type NewCustomer = Insertable<CustomerTable>;
export type NewCustomerAddress = Omit<Insertable<CustomerAddressTable>, 'id' | 'customer_id'>;
export type CustomerProfileChange = Pick<CustomerRow, 'email' | 'firstname' | 'lastname'>;

/** The one spelling of an e-mail the shop stores and compares: `Anna@Hemma.Example ` is `anna@hemma.example`. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Customers and their address books. Callers pass normalised e-mails. */
export function createCustomerRepository(db: Db) {
  async function insertAddresses(
    executor: typeof db,
    customerId: number,
    addresses: readonly NewCustomerAddress[],
  ): Promise<void> {
    if (addresses.length === 0) return;
    await executor
      .insertInto('customer_addresses')
      .values(addresses.map((a, position) => ({ ...a, customer_id: customerId, position })))
      .execute();
  }

  return {
    async findById(id: number): Promise<CustomerRow | undefined> {
      return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findByEmail(email: string): Promise<CustomerRow | undefined> {
      return db.selectFrom('customers').selectAll().where('email', '=', email).executeTakeFirst();
    },

    async addresses(customerId: number): Promise<CustomerAddressRow[]> {
      return db
        .selectFrom('customer_addresses')
        .selectAll()
        .where('customer_id', '=', customerId)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    /** Inserts the customer and the address book together; fails on a taken e-mail or card number (unique keys). */
    async insert(customer: NewCustomer, addresses: readonly NewCustomerAddress[]): Promise<CustomerRow> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('customers')
          .values(customer)
          .returningAll()
          .executeTakeFirstOrThrow();
        await insertAddresses(trx, row.id, addresses);
        return row;
      });
    },

    /**
     * Changes name and e-mail and, when `addresses` is given, replaces the address book with it. Only the row of
     * `customerId` is touched: the id never comes from the request body.
     */
    async updateProfile(
      customerId: number,
      change: CustomerProfileChange,
      addresses: readonly NewCustomerAddress[] | undefined,
      now: string,
    ): Promise<CustomerRow> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('customers')
          .set({ ...change, updated_at: now })
          .where('id', '=', customerId)
          .returningAll()
          .executeTakeFirstOrThrow();
        if (addresses) {
          await trx.deleteFrom('customer_addresses').where('customer_id', '=', customerId).execute();
          await insertAddresses(trx, customerId, addresses);
        }
        return row;
      });
    },

    async setPasswordHash(customerId: number, passwordHash: string, now: string): Promise<void> {
      await db
        .updateTable('customers')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('id', '=', customerId)
        .execute();
    },
  };
}

export type CustomerRepository = ReturnType<typeof createCustomerRepository>;

export type { CustomerAddressTable, CustomerTable };
