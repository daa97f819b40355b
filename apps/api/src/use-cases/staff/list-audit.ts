import type { AdminPage, AuditEntryDto, AuditQuery } from '@hemma/contract';
import { dateRange, pageOf, pageWindow } from './admin-lists.ts';
import { presentAuditEntry } from './present-staff.ts';
import type { StaffContext } from './staff-context.ts';

/** The audit log, newest first, filtered by entity, staff user and time. */
export async function listAudit(context: StaffContext, query: AuditQuery): Promise<AdminPage<AuditEntryDto>> {
  const { rows, total } = await context.audit.page({
    entityType: query.entity_type,
    entityId: query.entity_id,
    staffEmail: query.staff?.trim().toLowerCase(),
    ...dateRange(query.from, query.to),
    ...pageWindow(query),
  });
  return pageOf(rows.map(presentAuditEntry), total, query);
}
