import { useI18n } from '../../../i18n/i18n.tsx';
import type { ListSpec } from '../../../ui/data-list/list-state.ts';
import { PRODUCT_AUDIT_ACTIONS } from '../../../ui/catalogue/audit-actions.ts';
import { TRADE_AUDIT_ACTIONS } from '../../../ui/trade/audit-actions.ts';

export type AuditFilter = 'entity_type' | 'entity_id' | 'staff' | 'from' | 'to';

/**
 * The kinds of things the back office changes, for the entity filter (the audit log's `entity_type`). Staff today;
 * the catalogue and the trade join as their screens land.
 */
export const AUDIT_ENTITY_TYPES = [
  'staff',
  'product',
  'category',
  'order',
  'customer',
  'review',
  'coupon',
  'settings',
  'attribute',
  'brand',
  'banners',
  'image',
  'import',
  'tax_rate',
  'webhook',
] as const;

/** The audit log is newest first on the server: filters and pages, no sorting. */
export const AUDIT_LIST: ListSpec<AuditFilter, never> = {
  filters: ['entity_type', 'entity_id', 'staff', 'from', 'to'],
  sorts: [],
  pageSize: 25,
};

/** A kind of thing in the staff user's language; one the app does not know yet by its API name. */
export function useEntityName(): (type: string) => string {
  const { t } = useI18n();
  return (type) =>
    (AUDIT_ENTITY_TYPES as readonly string[]).includes(type)
      ? t(`entity.${type as (typeof AUDIT_ENTITY_TYPES)[number]}`)
      : type;
}

/** The actions the app can name; an entry's summary (the API's words) is shown under the name. */
const ACTIONS = [
  'staff.create',
  'staff.update',
  'catalogue.import',
  'catalogue.import_dry_run',
  ...TRADE_AUDIT_ACTIONS,
  ...PRODUCT_AUDIT_ACTIONS,
  'webhook.create',
  'webhook.update',
  'webhook.delete',
] as const;

export function useActionName(): (action: string) => string | null {
  const { t } = useI18n();
  return (action) =>
    (ACTIONS as readonly string[]).includes(action)
      ? t(`audit.action.${action as (typeof ACTIONS)[number]}`)
      : null;
}
