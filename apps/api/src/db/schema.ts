import type { AccountTables } from './tables/accounts.ts';
import type { ApiKeyTables } from './tables/api-keys.ts';
import type { BackOfficeTables } from './tables/back-office.ts';
import type { CatalogTables } from './tables/catalog.ts';
import type { PriceHistoryTables } from './tables/catalog-history.ts';
import type { CheckoutTables } from './tables/checkout.ts';
import type { EngagementTables } from './tables/engagement.ts';
import type { FulfilmentTables } from './tables/fulfilment.ts';
import type { ImportTables } from './tables/imports.ts';
import type { MailTables } from './tables/mail.ts';
import type { ReturnTables } from './tables/returns.ts';
import type { WebhookTables } from './tables/webhooks.ts';

/**
 * Every table the migrations create, typed in one place (db/tables, one file per area): the one `Database` that
 * Kysely is opened with. A module owns the tables it writes; others read them only through its repository.
 */
export interface Database
  extends
    CatalogTables,
    PriceHistoryTables,
    CheckoutTables,
    FulfilmentTables,
    AccountTables,
    EngagementTables,
    BackOfficeTables,
    ImportTables,
    MailTables,
    ApiKeyTables,
    ReturnTables,
    WebhookTables {}

export type * from './tables/accounts.ts';
export type * from './tables/api-keys.ts';
export type * from './tables/back-office.ts';
export type * from './tables/catalog.ts';
export type * from './tables/catalog-history.ts';
export type * from './tables/checkout.ts';
export type * from './tables/engagement.ts';
export type * from './tables/fulfilment.ts';
export type * from './tables/imports.ts';
export type * from './tables/mail.ts';
export type * from './tables/returns.ts';
export type * from './tables/webhooks.ts';
