/**
 * SPEC §3/§7 sync tasks: calls that change server state and must survive a lost connection or a closed tab. Kept in
 * local storage (the SPEC's default driver) under one key, so every tab sees the same queue.
 */
export interface SyncTask {
  task_id: string;
  url: string;
  payload: { method: 'POST' | 'PUT' | 'DELETE'; headers: Record<string, string>; body: string };
  transmited: boolean;
  transmited_at: number | null;
  created_at: number;
  updated_at: number;
  result: unknown;
  resultCode: number | null;
  acknowledged: boolean;
  /**
   * What the task is, for the shopper: e.g. `order` with the client order id, and the ordered products' names by
   * sku as the cart showed them (a refusal names skus; the shopper is told the names).
   */
  meta: { kind: 'order'; orderId: string; names?: Record<string, string> };
  silent: boolean;
  is_result_cacheable: boolean;
}

export const SYNC_TASKS_KEY = 'shop/sync/tasks';

export function readTasks(storage: Pick<Storage, 'getItem'> = localStorage): SyncTask[] {
  try {
    const parsed = JSON.parse(storage.getItem(SYNC_TASKS_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as SyncTask[]) : [];
  } catch {
    return [];
  }
}

export function writeTasks(tasks: SyncTask[], storage: Pick<Storage, 'setItem'> = localStorage): void {
  storage.setItem(SYNC_TASKS_KEY, JSON.stringify(tasks));
}

/**
 * SPEC §4 token lock (0 normal, positive while a token refresh runs, -1 once it failed), shared by the tabs. The
 * account feature's token refresh moves it (`nextTokenLock` of sync-task-rules.ts); the order queue waits on it.
 * Stored with the time it was set: a positive lock older than `STALE_TOKEN_LOCK_MS` belonged to a refresh whose
 * tab went away and reads as 0, so that no queue waits for it forever.
 */
export const TOKEN_LOCK_KEY = 'shop/sync/token-lock';
export const STALE_TOKEN_LOCK_MS = 30_000;

export function readTokenLock(storage: Pick<Storage, 'getItem'> = localStorage, now = Date.now()): number {
  try {
    const saved = JSON.parse(storage.getItem(TOKEN_LOCK_KEY) ?? 'null') as {
      lock?: unknown;
      at?: unknown;
    } | null;
    const lock = typeof saved?.lock === 'number' && Number.isFinite(saved.lock) ? saved.lock : 0;
    const at = typeof saved?.at === 'number' ? saved.at : 0;
    return lock > 0 && now - at > STALE_TOKEN_LOCK_MS ? 0 : lock;
  } catch {
    return 0;
  }
}

export function writeTokenLock(
  lock: number,
  storage: Pick<Storage, 'setItem'> = localStorage,
  now = Date.now(),
): void {
  try {
    storage.setItem(TOKEN_LOCK_KEY, JSON.stringify({ lock, at: now }));
  } catch (error) {
    // SPEC §4: storage errors are only logged; the lock then lives in this tab's calls alone.
    console.warn('Token lock not saved:', error);
  }
}

/** Whether anything waits to be sent (cheap: read at start-up on every page). */
export function hasUntransmittedTasks(): boolean {
  try {
    return readTasks().some((task) => !task.transmited);
  } catch {
    return false;
  }
}
