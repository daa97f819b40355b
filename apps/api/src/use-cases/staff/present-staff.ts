import type { AuditEntryDto, StaffDto } from '@hemma/contract';
import type { AuditRow } from '../../modules/audit/audit-repository.ts';
import type { StaffRow } from '../../modules/staff/staff-repository.ts';

export function presentStaff(
  row: Pick<StaffRow, 'id' | 'email' | 'name' | 'role' | 'is_active' | 'created_at'>,
): StaffDto {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    is_active: row.is_active === 1,
    created_at: row.created_at,
  };
}

const parseJson = (text: string | null) =>
  text === null ? null : (JSON.parse(text) as Record<string, unknown>);

export function presentAuditEntry(row: AuditRow): AuditEntryDto {
  return {
    id: row.id,
    staff_email: row.staff_email,
    action: row.action,
    entity_type: row.entity_type,
    entity_id: row.entity_id,
    summary: row.summary,
    before: parseJson(row.before_json),
    after: parseJson(row.after_json),
    created_at: row.created_at,
  };
}
