import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { StaffRole, StaffSessionTable, StaffUserTable } from '../../db/tables/back-office.ts';

export type StaffRow = Selectable<StaffUserTable>;
export type StaffSessionRow = Selectable<StaffSessionTable>;
export type { StaffRole };

/** Staff users and their back-office sessions (decision 0020). E-mails are stored trimmed and lower-cased. */
export function createStaffRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<StaffRow | undefined> {
      return db.selectFrom('staff_users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    async findById(id: number, trx: Transaction<Database> | Db = db): Promise<StaffRow | undefined> {
      return trx.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async list(): Promise<StaffRow[]> {
      return db.selectFrom('staff_users').selectAll().orderBy('id').execute();
    },

    async countActiveOwners(trx: Transaction<Database> | Db = db): Promise<number> {
      const row = await trx
        .selectFrom('staff_users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('role', '=', 'owner')
        .where('is_active', '=', 1)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async insert(
      trx: Transaction<Database> | Db,
      staff: { email: string; name: string; role: StaffRole; passwordHash: string; now: string },
    ): Promise<StaffRow> {
      return trx
        .insertInto('staff_users')
        .values({
          email: staff.email,
          name: staff.name,
          role: staff.role,
          password_hash: staff.passwordHash,
          is_active: 1,
          created_at: staff.now,
          updated_at: staff.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async update(
      trx: Transaction<Database> | Db,
      id: number,
      changes: Partial<Pick<StaffRow, 'name' | 'role' | 'is_active' | 'password_hash'>>,
      now: string,
    ): Promise<StaffRow | undefined> {
      return trx
        .updateTable('staff_users')
        .set({ ...changes, updated_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    async insertSession(session: {
      tokenHash: string;
      staffId: number;
      csrfToken: string;
      now: string;
      expiresAt: string;
    }): Promise<void> {
      await db
        .insertInto('staff_sessions')
        .values({
          token_hash: session.tokenHash,
          staff_id: session.staffId,
          csrf_token: session.csrfToken,
          created_at: session.now,
          last_seen_at: session.now,
          expires_at: session.expiresAt,
        })
        .execute();
    },

    /** A session that is neither revoked nor past `expires_at` at `now`, with its staff user. */
    async findLiveSession(tokenHash: string, now: string) {
      return db
        .selectFrom('staff_sessions')
        .innerJoin('staff_users', 'staff_users.id', 'staff_sessions.staff_id')
        .select([
          'staff_sessions.id as session_id',
          'staff_sessions.csrf_token',
          'staff_sessions.last_seen_at',
          'staff_sessions.expires_at',
          'staff_users.id',
          'staff_users.email',
          'staff_users.name',
          'staff_users.role',
          'staff_users.is_active',
          'staff_users.created_at',
        ])
        .where('staff_sessions.token_hash', '=', tokenHash)
        .where('staff_sessions.revoked_at', 'is', null)
        .where('staff_sessions.expires_at', '>', now)
        .executeTakeFirst();
    },

    async touchSession(sessionId: number, now: string): Promise<void> {
      await db.updateTable('staff_sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
    },

    async revokeSession(sessionId: number, now: string): Promise<void> {
      await db
        .updateTable('staff_sessions')
        .set({ revoked_at: now })
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Ends every session of a staff user (a role change, a deactivation, a new password). */
    async revokeSessionsOf(trx: Transaction<Database> | Db, staffId: number, now: string): Promise<void> {
      await trx
        .updateTable('staff_sessions')
        .set({ revoked_at: now })
        .where('staff_id', '=', staffId)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
