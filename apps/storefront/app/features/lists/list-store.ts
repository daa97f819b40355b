import { createListClient, isApiError, type ListClient, type ProductListDto } from '@hemma/api-client';
import { storeViewFromPath } from '@hemma/commerce';
import { useSyncExternalStore } from 'react';
import { notify } from '~/lib/notifications.ts';
import { SESSION_EVENT, USER_TOKEN_KEY, readUserToken, refreshUserToken } from '~/lib/user-token.ts';
import { LIST_KEYS, LIST_LIMITS, LIST_OWNER_KEY, LISTS_EVENT, type ListName } from './list-names.ts';

/**
 * The wishlist and compare list (SPEC §4): skus, newest first, kept in local storage and in step across tabs through
 * the `storage` event. A guest's lists live only here. After login the guest's lists are merged into the customer's
 * on the server once (POST of the skus), and from then on the browser mirrors the server; the end of the session
 * (logout, or a refresh that failed: the user token disappears) clears both, as SPEC §4 logout requires.
 * Loaded by the list pages, the account routes and a toggle button's first click, never on a page's first load.
 */
type Lists = Record<ListName, readonly string[]>;

const NAMES: ListName[] = ['wishlist', 'compare'];
const OWNER_KEY = LIST_OWNER_KEY;
const EMPTY: readonly string[] = [];

let lists: Lists = { wishlist: EMPTY, compare: EMPTY };
let loaded = false;
const listeners = new Set<() => void>();

function read(raw: string | null): readonly string[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((sku): sku is string => typeof sku === 'string') : EMPTY;
  } catch {
    return EMPTY;
  }
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked (privacy mode): the lists live for this tab only.
    return null;
  }
}

function emit(next: Lists): void {
  lists = next;
  for (const listener of listeners) listener();
}

function save(list: ListName, skus: readonly string[]): void {
  if (skus === lists[list]) return;
  try {
    storage()?.setItem(LIST_KEYS[list], JSON.stringify(skus));
  } catch (error) {
    // SPEC §4: storage write errors are only logged; the list keeps working in memory.
    console.warn('List not saved:', error);
  }
  emit({ ...lists, [list]: skus });
  window.dispatchEvent(new Event(LISTS_EVENT));
}

function isOwned(): boolean {
  return storage()?.getItem(OWNER_KEY) === '1';
}

function setOwned(owned: boolean): void {
  try {
    if (owned) storage()?.setItem(OWNER_KEY, '1');
    else storage()?.removeItem(OWNER_KEY);
  } catch {
    // Nothing to remember without storage.
  }
}

// --- the server (logged-in customers only) ---

let client: { storeCode: string; api: ListClient } | null = null;

function api(): ListClient {
  const storeCode = storeViewFromPath(window.location.pathname).storeCode;
  if (client?.storeCode !== storeCode)
    client = { storeCode, api: createListClient({ baseUrl: '', storeCode }) };
  return client.api;
}

/** Runs a call with the user token; an expired token (401) is refreshed once. Null when there is no session. */
async function withToken<T>(call: (token: string) => Promise<T>): Promise<T | null> {
  const token = readUserToken();
  if (!token) return null;
  try {
    return await call(token);
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) throw error;
    const fresh = await refreshUserToken(token);
    return fresh ? call(fresh) : null;
  }
}

const skusOf = (answer: ProductListDto) => answer.items.map((item) => item.sku);

/**
 * Once after login: the guest's skus that are not on the account yet go to the server (as many as fit; a product
 * the shop no longer lists is dropped), then the browser takes the account's list.
 */
async function mergeInto(list: ListName, local: readonly string[]): Promise<void> {
  const server = await withToken((token) => api().get(token, list));
  if (!server) return;
  const saved = new Set(skusOf(server));
  const fresh = local.filter((sku) => !saved.has(sku));
  const room = Math.max(0, LIST_LIMITS[list] - saved.size);
  let answer = server;
  if (fresh.length > 0 && room > 0) {
    try {
      answer = (await withToken((token) => api().add(token, list, fresh.slice(0, room)))) ?? server;
    } catch (error) {
      if (!isApiError(error) || error.status !== 400) throw error;
      // One of them is not a listed product any more: add the others one by one.
      for (const sku of fresh.slice(0, room)) {
        answer = (await withToken((token) => api().add(token, list, [sku])).catch(() => null)) ?? answer;
      }
    }
  }
  if (fresh.length > room) notify({ type: 'warning', message: 'lists.mergeOverflow' });
  save(list, skusOf(answer));
}

let syncing: Promise<void> | null = null;

/**
 * Brings the lists in line with the session: merge after login, mirror while logged in, clear after logout. The
 * account routes call it after login; the list pages on load.
 */
export function syncWithSession(): Promise<void> {
  loadLists();
  syncing ??= runSync().finally(() => {
    syncing = null;
  });
  return syncing;
}

/** SPEC §4 logout: the lists were the customer's, so they go with the session. */
export function clearLists(): void {
  loadLists();
  setOwned(false);
  for (const list of NAMES) save(list, EMPTY);
}

async function runSync(): Promise<void> {
  const token = readUserToken();
  if (!token) {
    // The session ended while this code was not loaded (logout on another page or tab).
    if (isOwned()) clearLists();
    return;
  }
  try {
    if (isOwned()) {
      for (const list of NAMES) {
        const server = await withToken((t) => api().get(t, list));
        if (server) save(list, skusOf(server));
      }
    } else {
      for (const list of NAMES) await mergeInto(list, lists[list]);
      if (readUserToken()) setOwned(true);
    }
  } catch (error) {
    // Offline or the API is down: the browser's lists stay, and the next page load tries again.
    console.warn('Lists not synchronised:', error);
  }
}

/** Loads the saved lists once in the browser, follows other tabs and the session. */
export function loadLists(): void {
  if (loaded || typeof window === 'undefined') return;
  loaded = true;
  const store = storage();
  emit({
    wishlist: read(store?.getItem(LIST_KEYS.wishlist) ?? null),
    compare: read(store?.getItem(LIST_KEYS.compare) ?? null),
  });
  window.addEventListener('storage', (event) => {
    for (const list of NAMES)
      if (event.key === LIST_KEYS[list]) emit({ ...lists, [list]: read(event.newValue) });
    if (event.key === USER_TOKEN_KEY || event.key === null) void syncWithSession();
  });
  window.addEventListener(SESSION_EVENT, () => void syncWithSession());
  void syncWithSession();
}

export function getList(list: ListName): readonly string[] {
  loadLists();
  return lists[list];
}

export function hasItem(list: ListName, sku: string): boolean {
  return getList(list).includes(sku);
}

export function subscribeLists(listener: () => void): () => void {
  // The listener first: loading tells it what changed (a subscriber checks its value before it subscribes).
  listeners.add(listener);
  loadLists();
  return () => listeners.delete(listener);
}

/** The skus of a list, newest first; null in the server render and during hydration (not known there). */
export function useList(list: ListName): readonly string[] | null {
  return useSyncExternalStore(
    subscribeLists,
    () => lists[list],
    () => null,
  );
}

const MESSAGES = {
  wishlist: {
    added: 'lists.addedToWishlist',
    removed: 'lists.removedFromWishlist',
    full: 'lists.wishlistFull',
  },
  compare: { added: 'lists.addedToCompare', removed: 'lists.removedFromCompare', full: 'lists.compareFull' },
} as const;

/** Saves a change on the customer's account; on a refusal the browser takes the server's list and says why. */
async function pushChange(list: ListName, call: (token: string) => Promise<ProductListDto>): Promise<void> {
  try {
    const answer = await withToken(call);
    if (answer) save(list, skusOf(answer));
  } catch (error) {
    if (!isApiError(error)) {
      console.warn('List change not saved on the account:', error);
      return;
    }
    console.warn('List change refused:', error.message);
    notify({ type: 'error', message: 'lists.notSaved' });
    const server = await withToken((token) => api().get(token, list)).catch(() => null);
    if (server) save(list, skusOf(server));
  }
}

/** Adds a product to a list; false (with a notice) when the list is full. */
export async function addItem(
  list: ListName,
  sku: string,
  options: { quiet?: boolean } = {},
): Promise<boolean> {
  const current = getList(list);
  if (current.includes(sku)) return true;
  if (current.length >= LIST_LIMITS[list]) {
    notify({ type: 'warning', message: MESSAGES[list].full, params: { limit: LIST_LIMITS[list] } });
    return false;
  }
  save(list, [sku, ...current]);
  if (!options.quiet) notify({ type: 'success', message: MESSAGES[list].added });
  if (readUserToken()) await pushChange(list, (token) => api().add(token, list, [sku]));
  return true;
}

export async function removeItem(
  list: ListName,
  sku: string,
  options: { quiet?: boolean } = {},
): Promise<void> {
  const current = getList(list);
  if (!current.includes(sku)) return;
  save(
    list,
    current.filter((item) => item !== sku),
  );
  if (!options.quiet) notify({ type: 'success', message: MESSAGES[list].removed });
  if (readUserToken()) await pushChange(list, (token) => api().remove(token, list, sku));
}

/** What a toggle button does: adds the product, or removes it when it is on the list. */
export function toggleItem(list: ListName, sku: string): Promise<unknown> {
  return hasItem(list, sku) ? removeItem(list, sku) : addItem(list, sku);
}
