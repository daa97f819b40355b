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
  /** What the task is, for the shopper: e.g. `order` with the client order id. */
  meta: { kind: 'order'; orderId: string };
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

/** Whether anything waits to be sent (cheap: read at start-up on every page). */
export function hasUntransmittedTasks(): boolean {
  try {
    return readTasks().some((task) => !task.transmited);
  } catch {
    return false;
  }
}
