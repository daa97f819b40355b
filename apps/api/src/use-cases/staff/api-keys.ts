import type { ApiKeyCreatedDto, ApiKeyCreateInput, ApiKeyDto, ApiKeyScope } from '@hemma/contract';
import { randomBytes } from 'node:crypto';
import { NotFoundError, ThrottledError } from '../../errors.ts';
import { createApiKeyRepository, type ApiKeyRow } from '../../modules/api-keys/api-key-repository.ts';
import { recordAudit } from '../../modules/audit/audit-repository.ts';
import { hashToken } from '../../modules/credentials/signed-token.ts';
import type { StaffContext } from './staff-context.ts';
import type { StaffActor } from './staff-session.ts';

/** Every key starts with this, so a leaked one is recognised by secret scanners and people alike. */
export const API_KEY_PREFIX = 'hk_live_';
/** How much of a key the list shows: the prefix and the first 6 characters of the random part. */
const VISIBLE_LENGTH = API_KEY_PREFIX.length + 6;
/** A key's last use is written at most this often (decision 0051): no write on every request. */
const TOUCH_EVERY_MS = 60_000;
const MINUTE_MS = 60_000;

export const API_KEY_REFUSED =
  'This bearer token is not a live API key of the shop (revoked, mistyped, or a customer token, which never opens ' +
  '/api/admin): send Authorization: Bearer hk_live_… from Inställningar → API-nycklar, or log in as staff.';

/** How audit entries name a key's changes: by its name, so the log says which integration made them. */
export const auditNameOf = (name: string) => `api-key:${name}`;

function present(row: ApiKeyRow): ApiKeyDto {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: JSON.parse(row.scopes) as ApiKeyScope[],
    created_at: row.created_at,
    last_used_at: row.last_used_at,
  };
}

export async function listApiKeys(context: StaffContext): Promise<ApiKeyDto[]> {
  return (await context.apiKeys.listLive()).map(present);
}

/** Makes a key: `hk_live_` + 32 random bytes in base64url. Only its SHA-256 is kept; the answer is the one copy. */
export async function createApiKey(
  context: StaffContext,
  actor: StaffActor,
  input: ApiKeyCreateInput,
): Promise<ApiKeyCreatedDto> {
  const key = API_KEY_PREFIX + randomBytes(32).toString('base64url');
  const now = context.now().toISOString();
  const row = await context.db.transaction().execute(async (trx) => {
    const inserted = await createApiKeyRepository(trx).insert({
      name: input.name,
      prefix: key.slice(0, VISIBLE_LENGTH),
      key_hash: hashToken(key),
      scopes: JSON.stringify(input.scopes),
      created_by: actor.id,
      created_at: now,
    });
    await recordAudit(
      trx,
      actor,
      {
        action: 'api_key.create',
        entityType: 'api_key',
        entityId: inserted.id,
        summary: `API key "${input.name}" made with ${input.scopes.join(', ')}`,
        after: { name: input.name, prefix: inserted.prefix, scopes: input.scopes },
      },
      now,
    );
    return inserted;
  });
  return { ...present(row), key };
}

/** Revokes a key at once: its next request is a 401. */
export async function revokeApiKey(context: StaffContext, actor: StaffActor, id: number): Promise<true> {
  const now = context.now().toISOString();
  await context.db.transaction().execute(async (trx) => {
    const row = await createApiKeyRepository(trx).revoke(id, now);
    if (!row) throw new NotFoundError(`No live API key ${id}`);
    await recordAudit(
      trx,
      actor,
      {
        action: 'api_key.revoke',
        entityType: 'api_key',
        entityId: id,
        summary: `API key "${row.name}" revoked`,
        before: { name: row.name, prefix: row.prefix },
      },
      now,
    );
  });
  return true;
}

/**
 * The actor behind an API key, or null for anything else (a revoked or unknown key, a customer's token). Its last
 * use is written when the stored one is a minute old or more.
 */
export async function findApiKeyActor(context: StaffContext, key: string): Promise<StaffActor | null> {
  if (!key.startsWith(API_KEY_PREFIX)) return null;
  const row = await context.apiKeys.findLiveByHash(hashToken(key));
  if (!row) return null;
  const now = context.now();
  if (!row.last_used_at || now.getTime() - Date.parse(row.last_used_at) >= TOUCH_EVERY_MS)
    await context.apiKeys.touch(row.id, now.toISOString());
  return {
    id: null,
    email: auditNameOf(row.name),
    name: row.name,
    role: null,
    sessionId: null,
    csrfToken: '',
    expiresAt: '',
    apiKey: { id: row.id, name: row.name, scopes: JSON.parse(row.scopes) as ApiKeyScope[] },
  };
}

/** Counts a request of the key, or refuses it (429 with Retry-After) beyond its requests per minute. */
export async function throttleApiKey(context: StaffContext, keyId: number): Promise<void> {
  const nowMs = context.now().getTime();
  const { count, resetAtMs } = await context.apiKeyRequests.hit(`api-key:${keyId}`, MINUTE_MS, nowMs);
  const limit = context.settings.apiKeyRequestsPerMinute;
  if (count > limit) {
    const seconds = Math.max(1, Math.ceil((resetAtMs - nowMs) / 1000));
    throw new ThrottledError(
      `This API key made more than ${limit} requests this minute: try again in ${seconds} s (Retry-After).`,
      seconds,
    );
  }
}
