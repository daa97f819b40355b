/**
 * SPEC §4/§5/§7/§8 rules of sync tasks, pure so that they are tested without a browser and adoptable piecemeal by
 * the order queue (`features/checkout/order-queue.ts`) and the coming account and cart tasks.
 */

/** SPEC §8 messages. */
export const BAD_CONTENT_TYPE = 'Error with response - bad content-type!';
export const WRONG_RESPONSE_FORMAT = 'Unhandled error, wrong response format!';
export const TOKEN_REFRESH_FAILED =
  'Error refreshing user token. User is not authorized to access the resource';
export const missingCartIdMessage = (url: string) =>
  `Error executing sync task ${url} the required cartId argument is null. Re-creating shopping cart synchro.`;

/** SPEC §9: a task is tried once before the token is given up; a task waiting on a refresh retries every 1000 ms. */
export const MAX_NETWORK_TASK_ATTEMPTS = 1;
export const TOKEN_RETRY_WAIT_MS = 1000;

export interface TaskSession {
  token?: string | null;
  cartId?: string | null;
}

export interface TaskUrlConfig {
  /** Multistore: the store code goes into the query as `storeCode` (SPEC §7). */
  storeCode?: string | null;
  /** SPEC §6/§7: the token travels as `Authorization: Bearer` instead of in the query. */
  tokenInHeader?: boolean;
}

export type PreparedTask =
  { ok: true; url: string; headers: Record<string, string> } | { ok: false; error: string };

// A dummy origin parses relative task URLs ('/api/cart/pull?token=…') without inventing a host.
const BASE = 'http://task.invalid';

/**
 * Fills `{{token}}` and `{{cartId}}` from the session, appends `storeCode` in multistore and moves the token to a
 * bearer header when configured. A URL that needs a cart id is refused without one (SPEC §5): sending
 * `cartId=` would make the server answer for some other cart or none.
 */
export function prepareTaskUrl(
  template: string,
  session: TaskSession,
  config: TaskUrlConfig = {},
): PreparedTask {
  if (template.includes('{{cartId}}') && !session.cartId)
    return { ok: false, error: missingCartIdMessage(template) };
  const filled = template
    .replaceAll('{{token}}', encodeURIComponent(session.token ?? ''))
    .replaceAll('{{cartId}}', encodeURIComponent(session.cartId ?? ''));
  const parsed = new URL(filled, BASE);
  const headers: Record<string, string> = {};
  if (config.storeCode) parsed.searchParams.set('storeCode', config.storeCode);
  if (config.tokenInHeader) {
    // The query token is dropped even when empty: a header-configured server ignores it, logs would keep it.
    parsed.searchParams.delete('token');
    if (session.token) headers.Authorization = `Bearer ${session.token}`;
  }
  const relative = parsed.origin === BASE;
  const url = relative ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.toString();
  // Keep what the template looked like: 'cart/pull' stays relative to the API base, not rooted.
  return { ok: true, url: relative && !filled.startsWith('/') ? url.slice(1) : url, headers };
}

export type TaskAnswer =
  { ok: true; code: number; result: unknown; meta?: unknown } | { ok: false; code: number; result: string };

/**
 * SPEC §5/§7: a task answer is JSON `{ code, result, meta }`. Anything else is refused with the SPEC §8 message:
 * a captive portal or a proxy error page is HTML, and must not be stored as the task's result.
 */
export async function readTaskAnswer(response: Response): Promise<TaskAnswer> {
  if (!(response.headers.get('content-type') ?? '').includes('application/json'))
    return { ok: false, code: response.status, result: BAD_CONTENT_TYPE };
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text.trim() ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return { ok: false, code: response.status, result: WRONG_RESPONSE_FORMAT };
  const { code, result, meta } = body as { code?: unknown; result?: unknown; meta?: unknown };
  return { ok: true, code: typeof code === 'number' ? code : response.status, result, meta };
}

/**
 * SPEC §4 token lock: 0 normal; positive while a refresh runs (other tasks wait 1 s and retry); -1 once the
 * refresh failed (tasks abort with 401). A number rather than a flag because that is what the SPEC stores and
 * what a second refresh attempt counts on.
 */
export type TokenLock = number;
export type TokenLockEvent = 'refresh-started' | 'refresh-succeeded' | 'refresh-failed' | 'logged-in';

export function nextTokenLock(lock: TokenLock, event: TokenLockEvent): TokenLock {
  switch (event) {
    case 'refresh-started':
      // A failed lock stays failed until a new login: refreshing a refused token again cannot succeed.
      return lock < 0 ? lock : lock + 1;
    case 'refresh-succeeded':
    case 'logged-in':
      return 0;
    case 'refresh-failed':
      return -1;
  }
}

export type LockDecision = 'proceed' | 'wait' | 'abort';

export function tokenLockDecision(lock: TokenLock): LockDecision {
  if (lock < 0) return 'abort';
  return lock > 0 ? 'wait' : 'proceed';
}

/** The answer a task gets when the lock says abort (SPEC §8, code 401). */
export const abortedByTokenLock = (): TaskAnswer => ({ ok: false, code: 401, result: TOKEN_REFRESH_FAILED });

/**
 * Waits while a refresh runs (re-reading the lock every 1000 ms, since another task changes it), then says whether
 * the task may go or must abort. `sleep` is injectable for fake timers.
 */
export async function waitForTokenLock(
  readLock: () => TokenLock,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<'proceed' | 'abort'> {
  for (;;) {
    const decision = tokenLockDecision(readLock());
    if (decision !== 'wait') return decision;
    await sleep(TOKEN_RETRY_WAIT_MS);
  }
}

export type UnauthorizedAction =
  /** Start a refresh (lock +1), then retry the task with the new token. */
  | 'refresh'
  /** Lock -1, log out, clear untransmitted tasks, sign-up modal, error notice. */
  | 'give-up'
  /** Auto-refresh off or no token: silent logout and sign-up modal. */
  | 'silent-logout';

/**
 * SPEC §4: what a 401 answer to a task leads to. `attempts` counts the refreshes already tried for this task: with
 * the SPEC's maximum of 1 the first 401 refreshes, a 401 to the retried task gives up.
 */
export function onUnauthorized(state: {
  hasToken: boolean;
  autoRefresh: boolean;
  attempts: number;
  maxAttempts?: number;
}): UnauthorizedAction {
  if (!state.hasToken || !state.autoRefresh) return 'silent-logout';
  return state.attempts >= (state.maxAttempts ?? MAX_NETWORK_TASK_ATTEMPTS) ? 'give-up' : 'refresh';
}

/** SPEC §9: answers taking 800 ms or more are logged as slow. */
export const SLOW_RESPONSE_MS = 800;
export const isSlowResponse = (elapsedMs: number) => elapsedMs >= SLOW_RESPONSE_MS;
