import type { AdminCustomerSummaryDto, CustomerGroupDto } from '@hemma/contract';
import { toSek } from '@hemma/commerce';
import type { CustomerRow } from '../../modules/customer/customer-repository.ts';

/** Customers as the back office lists them; what they spent becomes SEK and EUR decimals here. */

export function presentGroup(group: { id: number; code: string; tax_class_id: number }): CustomerGroupDto {
  return { id: group.id, code: group.code, tax_class_id: group.tax_class_id };
}

export function presentCustomerSummary(
  row: CustomerRow,
  groupCode: string | null,
  totals: { orders: number; spent: number; spentEur: number } | undefined,
): AdminCustomerSummaryDto {
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    group_id: row.group_id,
    group_code: groupCode,
    created_at: row.created_at,
    orders_count: totals?.orders ?? 0,
    total_spent: toSek(totals?.spent ?? 0),
    total_spent_eur: toSek(totals?.spentEur ?? 0),
  };
}

export const spentInSek = (ore: number): number => toSek(ore);
