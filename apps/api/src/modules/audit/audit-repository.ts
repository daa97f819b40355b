import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { AuditLogTable } from '../../db/tables/back-office.ts';

export type AuditRow = Selectable<AuditLogTable>;

/** Who made a change through the back office; null id for changes made outside a session (a CLI command). */
export interface AuditActor {
  id: number | null;
  email: string;
}

export interface AuditRecord {
  action: string;
  entityType: string;
  entityId: string | number;
  summary: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export interface AuditFilter {
  entityType?: string | undefined;
  entityId?: string | undefined;
  staffEmail?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  limit: number;
  offset: number;
}

/**
 * Writes an audit entry inside the change's own transaction, so a change and its record are kept or lost together.
 */
export async function recordAudit(
  trx: Transaction<Database> | Db,
  actor: AuditActor,
  record: AuditRecord,
  now: string,
): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      staff_id: actor.id,
      staff_email: actor.email,
      action: record.action,
      entity_type: record.entityType,
      entity_id: String(record.entityId),
      summary: record.summary,
      before_json: record.before ? JSON.stringify(record.before) : null,
      after_json: record.after ? JSON.stringify(record.after) : null,
      created_at: now,
    })
    .execute();
}

/** The audit log, newest first. */
export function createAuditRepository(db: Db) {
  return {
    async page(filter: AuditFilter): Promise<{ rows: AuditRow[]; total: number }> {
      let query = db.selectFrom('audit_log');
      if (filter.entityType) query = query.where('entity_type', '=', filter.entityType);
      if (filter.entityId) query = query.where('entity_id', '=', filter.entityId);
      // Lower-cased on both sides: e-mails are stored lower-case, an API key's name as it was typed (decision 0051).
      if (filter.staffEmail)
        query = query.where((eb) =>
          eb(eb.fn('lower', ['staff_email']), '=', filter.staffEmail!.toLowerCase()),
        );
      if (filter.from) query = query.where('created_at', '>=', filter.from);
      if (filter.to) query = query.where('created_at', '<', filter.to);
      const [rows, count] = await Promise.all([
        query
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(filter.limit)
          .offset(filter.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
