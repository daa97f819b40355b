import type { Kysely } from 'kysely';
import { idColumn, type MigrationDialect } from './helpers.ts';

/**
 * Customer accounts (decision 0013): customers and their address book, refresh and password-reset tokens, and
 * failed login attempts for throttling. Tokens are stored only as SHA-256 hashes, so a leaked table grants nothing.
 */
export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('customers')
    .addColumn('id', 'integer', idColumn(dialect))
    // Trimmed and lower-cased before it is stored: the unique key is then case-insensitive on both databases.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('firstname', 'text', (c) => c.notNull())
    .addColumn('lastname', 'text', (c) => c.notNull())
    // 1 = General (customer_groups is filled by the seed; 0 is NOT LOGGED IN, for guests only).
    .addColumn('group_id', 'integer', (c) => c.notNull().defaultTo(1).references('customer_groups.id'))
    // scrypt with its parameters in the value (`scrypt$N$r$p$salt$hash`), so they can be raised later.
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('loyalty_card_number', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('customer_addresses')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('firstname', 'text', (c) => c.notNull())
    .addColumn('lastname', 'text', (c) => c.notNull())
    // JSON array of street lines, as in order addresses.
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('postcode', 'text', (c) => c.notNull())
    .addColumn('country_id', 'text', (c) => c.notNull())
    .addColumn('region', 'text')
    .addColumn('region_id', 'integer')
    .addColumn('region_code', 'text')
    .addColumn('telephone', 'text')
    .addColumn('company', 'text')
    .addColumn('vat_id', 'text')
    .addColumn('default_shipping', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('default_billing', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('customer_addresses_customer')
    .on('customer_addresses')
    .column('customer_id')
    .execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    // Every token rotated from one login shares the family: reuse of a spent token revokes all of them.
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();
  await db.schema.createIndex('refresh_tokens_customer').on('refresh_tokens').column('customer_id').execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'integer', idColumn(dialect))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('password_reset_tokens_customer')
    .on('password_reset_tokens')
    .columns(['customer_id', 'created_at'])
    .execute();

  // Failed logins only, in the database so that every API process counts the same attempts.
  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'integer', idColumn(dialect))
    // 'account' (the e-mail tried, registered or not) | 'address' (the client's IP address)
    .addColumn('scope', 'text', (c) => c.notNull())
    // SHA-256 of the e-mail or address: counting needs no readable e-mails of people who are not customers.
    .addColumn('subject_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_subject')
    .on('login_attempts')
    .columns(['scope', 'subject_hash', 'created_at'])
    .execute();
  await db.schema.createIndex('login_attempts_created').on('login_attempts').column('created_at').execute();
}
