import type { CustomerDto, SessionTokens } from '@hemma/api-client';
import { useSyncExternalStore } from 'react';
import { SESSION_EVENT, USER_GROUP_KEY, USER_TOKEN_KEY } from '~/lib/user-token.ts';

/** SPEC §3 user state, as far as this slice keeps it. */
export interface Session {
  token: string | null;
  refreshToken: string | null;
  groupToken: string | null;
  groupId: number | null;
  current: CustomerDto | null;
}

export const EMPTY_SESSION: Session = {
  token: null,
  refreshToken: null,
  groupToken: null,
  groupId: null,
  current: null,
};

// SPEC §7 local storage keys; the group pair is not listed there, so it gets a key of the same family.
const KEYS = {
  token: USER_TOKEN_KEY,
  refreshToken: 'shop/user/current-refresh-token',
  current: 'shop/user/current-user',
  group: USER_GROUP_KEY,
} as const;

let state: Session = EMPTY_SESSION;
let loaded = false;
const listeners = new Set<() => void>();
const endListeners = new Set<() => void>();

function readStorage(): Session {
  try {
    const current = JSON.parse(localStorage.getItem(KEYS.current) ?? 'null') as CustomerDto | null;
    const group = JSON.parse(localStorage.getItem(KEYS.group) ?? 'null') as {
      groupToken: string;
      groupId: number;
    } | null;
    return {
      token: localStorage.getItem(KEYS.token),
      refreshToken: localStorage.getItem(KEYS.refreshToken),
      groupToken: group?.groupToken ?? null,
      groupId: group?.groupId ?? current?.group_id ?? null,
      current: typeof current === 'object' ? current : null,
    };
  } catch {
    // Blocked storage or a damaged entry: start as a guest rather than fail the page.
    return EMPTY_SESSION;
  }
}

function writeStorage(next: Session): void {
  const put = (key: string, value: string | null) =>
    value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value);
  try {
    put(KEYS.token, next.token);
    put(KEYS.refreshToken, next.refreshToken);
    put(KEYS.current, next.current ? JSON.stringify(next.current) : null);
    put(
      KEYS.group,
      next.groupToken ? JSON.stringify({ groupToken: next.groupToken, groupId: next.groupId }) : null,
    );
  } catch (error) {
    // SPEC §4: storage errors are only logged; the session then lasts for this tab.
    console.warn('Session not saved:', error);
  }
}

function emit(next: Session): void {
  state = next;
  for (const listener of listeners) listener();
}

/** SPEC §4 "at start the cached user and token load": once per tab, then following other tabs. */
export function loadSession(): void {
  if (loaded || typeof window === 'undefined') return;
  loaded = true;
  emit(readStorage());
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values(KEYS).includes(event.key as never)) emit(readStorage());
  });
}

export function getSession(): Session {
  loadSession();
  return state;
}

/** Replaces part of the session, saves it and tells the header (same tab) that it may have changed. */
export function updateSession(patch: Partial<Session>): Session {
  loadSession();
  const next = { ...state, ...patch };
  writeStorage(next);
  emit(next);
  window.dispatchEvent(new Event(SESSION_EVENT));
  return next;
}

export function storeTokens(tokens: SessionTokens): Session {
  return updateSession({
    token: tokens.token,
    refreshToken: tokens.refreshToken,
    groupToken: tokens.groupToken,
    groupId: tokens.groupId,
  });
}

/** Forgets everything about the customer (SPEC §4 logout) and tells whoever composes the shop (cart clearing). */
export function clearSession(): void {
  updateSession(EMPTY_SESSION);
  for (const listener of endListeners) listener();
}

/** Runs `listener` whenever a session ends, by logout or by a refresh that failed. */
export function onSessionEnd(listener: () => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

function subscribe(listener: () => void): () => void {
  // The listener first: loading tells it what changed (a subscriber checks its value before it subscribes).
  listeners.add(listener);
  loadSession();
  return () => listeners.delete(listener);
}

/** The session in the browser; `undefined` during the server render and hydration (client-rendered pages). */
export function useSession(): Session | undefined {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => undefined,
  );
}
