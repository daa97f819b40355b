import { useSyncExternalStore } from 'react';

/**
 * The one piece of the customer session that every page needs: whether a user token is stored (SPEC §7 local
 * storage key current-token). The header's account link and the cart's calls read it here, so that the account
 * feature's code (session store, API client, forms) loads only on the account pages.
 */
export const USER_TOKEN_KEY = 'shop/user/current-token';
/** The signed customer group `{groupToken, groupId}` of the session (not a SPEC §7 key; same family). */
export const USER_GROUP_KEY = 'shop/user/current-group';
/** Fired on window when this tab logs in or out; other tabs learn it from the `storage` event. */
export const SESSION_EVENT = 'hemma:session';

export function readUserToken(): string | null {
  try {
    return localStorage.getItem(USER_TOKEN_KEY);
  } catch {
    // Storage blocked (privacy mode): no session survives anyway.
    return null;
  }
}

/** The session's groupToken, which prices catalogue calls for the customer's group (SPEC §6); null for guests. */
export function readGroupToken(): string | null {
  try {
    const group = JSON.parse(localStorage.getItem(USER_GROUP_KEY) ?? 'null') as {
      groupToken?: unknown;
    } | null;
    return typeof group?.groupToken === 'string' ? group.groupToken : null;
  } catch {
    return null;
  }
}

/** What the checkout's "create an account" needs to open the customer's account and log in. */
export interface NewAccount {
  firstname: string;
  lastname: string;
  email: string;
}
type AccountCreator = (customer: NewAccount, password: string) => Promise<void>;
let accountCreator: AccountCreator | null = null;

/** Root hands in the account feature's registration (loaded on first use), for the checkout's account creation. */
export function setAccountCreator(create: AccountCreator): void {
  accountCreator = create;
}

/** Creates the customer's account and logs in (SPEC §2 register, then login); throws the API's refusal. */
export function createAccountAndLogIn(customer: NewAccount, password: string): Promise<void> {
  if (!accountCreator) return Promise.reject(new Error('Accounts are not available here'));
  return accountCreator(customer, password);
}

type Refresher = (failedToken: string) => Promise<string | null>;
let refresher: Refresher | null = null;

/** Root hands in the account feature's token refresh (loaded on first use), so other features need not import it. */
export function setTokenRefresher(refresh: Refresher): void {
  refresher = refresh;
}

/** A fresh user token after a 401 (SPEC §4: one refresh for all waiting calls); null when the session ended. */
export function refreshUserToken(failedToken: string): Promise<string | null> {
  return refresher ? refresher(failedToken) : Promise.resolve(null);
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('storage', listener);
  window.addEventListener(SESSION_EVENT, listener);
  return () => {
    window.removeEventListener('storage', listener);
    window.removeEventListener(SESSION_EVENT, listener);
  };
}

/** Logged in or not; the server render assumes a guest. */
export function useLoggedIn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => readUserToken() !== null,
    () => false,
  );
}
