import {
  type AccountClient,
  type CustomerDto,
  type CustomerInputDto,
  type SessionTokens,
  createAccountClient,
  isApiError,
} from '@hemma/api-client';
import { storeViewFromPath } from '@hemma/commerce';
import { openModal } from '~/lib/modals.ts';
import { nextTokenLock, type TokenLockEvent } from '~/lib/sync-task-rules.ts';
import { readTokenLock, writeTokenLock } from '~/lib/sync-tasks.ts';
import { notify } from '~/lib/notifications.ts';
import { clearSession, getSession, storeTokens, updateSession } from './session-store.ts';

let client: { storeCode: string; api: AccountClient } | null = null;

/**
 * The user calls for the store view of the current page (same origin). The refresh token lives in an httpOnly
 * cookie that no script on the page can read (decision 0024); the session keeps '' in its place.
 */
export function accountApi(): AccountClient {
  const storeCode = storeViewFromPath(window.location.pathname).storeCode;
  if (client?.storeCode !== storeCode)
    client = { storeCode, api: createAccountClient({ baseUrl: '', storeCode, refreshTokenCookie: true }) };
  return client.api;
}

/** Thrown by a call that needs a session when there is none (or it just ended). */
export class NotLoggedInError extends Error {
  constructor() {
    super('You need to be logged in to see this page');
    this.name = 'NotLoggedInError';
  }
}

let refreshing: Promise<string | null> | null = null;

/**
 * SPEC §4 token refresh: the first call answered 401 starts one refresh, calls failing meanwhile wait for it, and a
 * call whose token was already replaced simply retries with the new one. A failed refresh logs out silently and
 * opens the sign-up modal (log in again or create an account); a network failure is not a failed refresh (the session stays for when the shop is back).
 */
export function refreshedToken(failedToken: string): Promise<string | null> {
  const current = getSession().token;
  if (current !== failedToken) return Promise.resolve(current);
  refreshing ??= runRefresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** SPEC §4 token lock, which queued tasks (offline orders) wait on while a refresh runs. */
const moveTokenLock = (event: TokenLockEvent) => writeTokenLock(nextTokenLock(readTokenLock(), event));

async function runRefresh(): Promise<string | null> {
  const { refreshToken } = getSession();
  let tokens: SessionTokens | null = null;
  moveTokenLock('refresh-started');
  // '' stands for the httpOnly cookie; a token from before the cookie is sent once and then moves into it.
  if (refreshToken !== null) {
    try {
      tokens = await accountApi().refresh(refreshToken);
    } catch (error) {
      const serverFailed = isApiError(error) && error.status >= 500;
      if (!isApiError(error) || serverFailed) {
        // The shop was not reached or failed: no verdict on the token, so the lock is released rather than failed
        // and the session stays. SPEC §8 says which (offline, the offline banner already does).
        writeTokenLock(Math.max(0, readTokenLock() - 1));
        if (serverFailed) notify({ type: 'error', message: 'error.tokenRefresh', hasNoTimeout: true });
        else if (globalThis.navigator?.onLine !== false)
          notify({ type: 'error', message: 'error.authNetwork' });
        throw error;
      }
    }
  }
  if (!tokens) {
    moveTokenLock('refresh-failed');
    clearSession();
    // SPEC §4 sync tasks: a session that cannot be refreshed ends silently and the sign-up modal opens.
    openModal('signup');
    return null;
  }
  moveTokenLock('refresh-succeeded');
  return storeTokens(tokens).token;
}

/** Runs a call with the user token, refreshing it once on a 401. */
export async function withToken<T>(call: (token: string) => Promise<T>): Promise<T> {
  const token = getSession().token;
  if (!token) throw new NotLoggedInError();
  try {
    return await call(token);
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) throw error;
    const fresh = await refreshedToken(token);
    if (!fresh) throw new NotLoggedInError();
    return call(fresh);
  }
}

/** Stores a new session and reads the profile (SPEC §4 login); without a profile there is no session. */
async function startSession(tokens: SessionTokens): Promise<CustomerDto> {
  moveTokenLock('logged-in');
  storeTokens(tokens);
  try {
    const current = await withToken((token) => accountApi().me(token));
    updateSession({ current, groupId: current.group_id });
    return current;
  } catch (error) {
    clearSession();
    throw error;
  }
}

export async function login(email: string, password: string): Promise<CustomerDto> {
  return startSession(await accountApi().login(email.trim(), password));
}

/** SPEC §2 Register: creates the customer, then logs in with the same password. */
export async function register(customer: CustomerInputDto, password: string): Promise<CustomerDto> {
  await accountApi().create(customer, password);
  return login(customer.email, password);
}

export async function createPassword(
  email: string,
  password: string,
  resetToken: string,
): Promise<CustomerDto> {
  return startSession(await accountApi().createPassword(email, password, resetToken));
}

export async function reloadProfile(): Promise<void> {
  const current = await withToken((token) => accountApi().me(token));
  updateSession({ current, groupId: current.group_id });
}

export async function saveProfile(customer: CustomerInputDto): Promise<CustomerDto> {
  const current = await withToken((token) => accountApi().updateMe(token, customer));
  updateSession({ current });
  return current;
}

/** SPEC §4 password change: on success the shop logs in again with the new password (other sessions end). */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await withToken((token) => accountApi().changePassword(token, currentPassword, newPassword));
  const email = getSession().current?.email;
  if (email) await login(email, newPassword);
}

export function orderHistory() {
  return withToken((token) => accountApi().orderHistory(token));
}

export function cancelOrder(orderId: number) {
  return withToken((token) => accountApi().cancelOrder(token, orderId));
}

/**
 * SPEC §4 logout; `silent` skips "You're logged out". The server ends the session too (its tokens stop working and
 * the refresh cookie goes); the shop forgets it at once, whether or not the server is reached.
 */
export function logout(silent = false): void {
  const { token } = getSession();
  accountApi()
    .logout(token)
    .catch(() => undefined);
  clearSession();
  if (!silent) notify({ type: 'success', message: 'account.loggedOut' });
}
