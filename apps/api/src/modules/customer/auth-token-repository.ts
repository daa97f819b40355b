import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PasswordResetTokenTable, RefreshTokenTable } from '../../db/tables/accounts.ts';

export type RefreshTokenRow = Selectable<RefreshTokenTable>;
export type PasswordResetTokenRow = Selectable<PasswordResetTokenTable>;

/** Refresh and password-reset tokens. Timestamps are ISO text, so comparing them as text compares times. */
export function createAuthTokenRepository(db: Db) {
  return {
    async insertRefreshToken(token: {
      customerId: number;
      tokenHash: string;
      familyId: string;
      expiresAt: string;
      now: string;
    }): Promise<void> {
      await db
        .insertInto('refresh_tokens')
        .values({
          customer_id: token.customerId,
          token_hash: token.tokenHash,
          family_id: token.familyId,
          expires_at: token.expiresAt,
          created_at: token.now,
        })
        .execute();
    },

    async findRefreshToken(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      return db
        .selectFrom('refresh_tokens')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    /**
     * Marks the token spent if nobody did before: of two requests presenting the same token only one gets true,
     * whichever process serves them.
     */
    async claimRefreshToken(id: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('refresh_tokens')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * The customer of an access token and whether its session (refresh family) is still open, in the one query that
     * reads the customer on every authenticated request anyway (decision 0024): a revoked session's access tokens are
     * refused at once, at no extra round trip. Plain SQL: on that hot path building a query with the query builder
     * costs more than running it (bench/user-me.ts).
     */
    async findSessionCustomer(
      customerId: number,
      familyId: string,
    ): Promise<{ id: number; group_id: number; email: string; session_open: boolean } | undefined> {
      const { rows } = await sql<{ id: number; group_id: number; email: string; session_customer: unknown }>`
        select c.id, c.group_id, c.email,
          (select r.customer_id from refresh_tokens r
            where r.family_id = ${familyId} and r.revoked_at is null limit 1) as session_customer
        from customers c where c.id = ${customerId}`.execute(db);
      const row = rows[0];
      if (!row) return undefined;
      const { session_customer: owner, ...customer } = row;
      return { ...customer, session_open: owner !== null && Number(owner) === customerId };
    },

    async revokeFamily(familyId: string, now: string): Promise<void> {
      await db
        .updateTable('refresh_tokens')
        .set({ revoked_at: now })
        .where('family_id', '=', familyId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Ends every session of a customer (after a password change or reset). */
    async revokeAllOfCustomer(customerId: number, now: string): Promise<void> {
      await db
        .updateTable('refresh_tokens')
        .set({ revoked_at: now })
        .where('customer_id', '=', customerId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Spent and revoked tokens are kept until they expire, so that a replay is still recognised as one. */
    async deleteExpiredRefreshTokens(customerId: number, now: string): Promise<void> {
      await db
        .deleteFrom('refresh_tokens')
        .where('customer_id', '=', customerId)
        .where('expires_at', '<', now)
        .execute();
    },

    async insertResetToken(customerId: number, tokenHash: string, expiresAt: string, now: string) {
      await db
        .insertInto('password_reset_tokens')
        .values({ customer_id: customerId, token_hash: tokenHash, expires_at: expiresAt, created_at: now })
        .execute();
    },

    async countResetTokensSince(customerId: number, since: string): Promise<number> {
      const row = await db
        .selectFrom('password_reset_tokens')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('customer_id', '=', customerId)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Spends a valid reset token of this customer; false when it is unknown, someone else's, spent or expired. */
    async claimResetToken(customerId: number, tokenHash: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('customer_id', '=', customerId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Once the password is set, older links mailed to the customer stop working too. */
    async spendAllResetTokens(customerId: number, now: string): Promise<void> {
      await db
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('customer_id', '=', customerId)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}

export type AuthTokenRepository = ReturnType<typeof createAuthTokenRepository>;

export type { PasswordResetTokenTable, RefreshTokenTable };
