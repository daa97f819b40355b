import type { AdminSessionDto, ApiKeyScope, StaffRole } from '@hemma/contract';
import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../../errors.ts';
import { hashToken, randomToken } from '../../modules/credentials/signed-token.ts';
import type { StaffRow } from '../../modules/staff/staff-repository.ts';
import { presentStaff } from './present-staff.ts';
import type { StaffContext } from './staff-context.ts';

/** The staff user behind a request, as use cases and the audit log need them. */
export interface StaffActor {
  /** Null for an API key (decision 0051): its changes are audited under the key's name, not a staff user. */
  id: number | null;
  email: string;
  name: string;
  /** Null for an API key, which has scopes instead. */
  role: StaffRole | null;
  sessionId: number | null;
  csrfToken: string;
  expiresAt: string;
  /** The API key a request came with (`Authorization: Bearer hk_live_…`), or null for a staff session. */
  apiKey: { id: number; name: string; scopes: ApiKeyScope[] } | null;
}

export const STAFF_LOGIN_REQUIRED =
  'Log in to the back office first: POST /api/admin/session with your staff e-mail and password.';
export const CSRF_REFUSED =
  'The X-CSRF-Token header is missing or wrong: send the csrf_token that POST /api/admin/session answered.';

/** Opens a session for a staff user whose login succeeded: the cookie value to set, and the session's answer. */
export async function openStaffSession(
  context: StaffContext,
  staff: StaffRow,
): Promise<{ cookie: string; session: AdminSessionDto }> {
  const cookie = randomToken();
  const csrfToken = randomToken();
  const now = context.now();
  const expiresAt = new Date(now.getTime() + context.settings.sessionMaxMs).toISOString();
  await context.staff.insertSession({
    tokenHash: hashToken(cookie),
    staffId: staff.id,
    csrfToken,
    now: now.toISOString(),
    expiresAt,
  });
  return { cookie, session: { staff: presentStaff(staff), csrf_token: csrfToken, expires_at: expiresAt } };
}

/**
 * The staff user a session cookie belongs to; null when there is none or it ended (revoked, past its end, idle too
 * long, or its staff user deactivated). A live session is kept alive by use.
 */
export async function findStaffSession(
  context: StaffContext,
  cookie: string | undefined,
): Promise<StaffActor | null> {
  if (!cookie) return null;
  const now = context.now();
  const row = await context.staff.findLiveSession(hashToken(cookie), now.toISOString());
  if (!row || row.is_active !== 1) return null;
  const idleSince = now.getTime() - Date.parse(row.last_seen_at);
  if (idleSince > context.settings.sessionIdleMs) {
    await context.staff.revokeSession(row.session_id, now.toISOString());
    return null;
  }
  // One write a minute at most: enough to measure idleness, cheap for a busy admin page.
  if (idleSince > 60_000) await context.staff.touchSession(row.session_id, now.toISOString());
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    sessionId: row.session_id,
    csrfToken: row.csrf_token,
    expiresAt: row.expires_at,
    apiKey: null,
  };
}

/** Throws 403 unless the header carries the session's CSRF token (compared in constant time). */
export function requireCsrf(actor: StaffActor, header: string | undefined): void {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(actor.csrfToken);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new AppError(403, CSRF_REFUSED);
}

export async function closeStaffSession(context: StaffContext, actor: StaffActor): Promise<void> {
  if (actor.sessionId !== null)
    await context.staff.revokeSession(actor.sessionId, context.now().toISOString());
}

/** The session as GET /api/admin/session answers it. */
export function presentSession(actor: StaffActor, staff: StaffRow): AdminSessionDto {
  return { staff: presentStaff(staff), csrf_token: actor.csrfToken, expires_at: actor.expiresAt };
}

/** GET /api/admin/session: the signed-in staff user and the session's CSRF token; 401 when the user is gone. */
export async function getStaffSession(context: StaffContext, actor: StaffActor): Promise<AdminSessionDto> {
  const row = actor.id === null ? undefined : await context.staff.findById(actor.id);
  if (!row) throw new AppError(401, 'The staff user no longer exists.');
  return presentSession(actor, row);
}
