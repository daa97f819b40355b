import type { OrderRequest, OrderResult } from '@hemma/api-client';
import { notify } from '~/lib/notifications.ts';
import { type SyncTask, readTasks, writeTasks } from '~/lib/sync-tasks.ts';

/** SPEC §9 'automatic offline order transmission' (configuration): queued orders go out as soon as the shop is online. */
export const AUTO_TRANSMIT_ORDERS = true;

/** A sync task for an order, created untransmitted (SPEC §4). The client order id makes resending safe. */
export function orderTask(request: OrderRequest, now: number): SyncTask {
  return {
    task_id: `order-${request.order_id}`,
    url: '/api/order',
    payload: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    },
    transmited: false,
    transmited_at: null,
    created_at: now,
    updated_at: now,
    result: null,
    resultCode: null,
    acknowledged: false,
    meta: { kind: 'order', orderId: request.order_id },
    silent: false,
    is_result_cacheable: false,
  };
}

export function queueOrder(request: OrderRequest): void {
  const task = orderTask(request, Date.now());
  writeTasks([...readTasks().filter((t) => t.task_id !== task.task_id), task]);
}

/** Records a server answer on its task: transmitted, with the result (SPEC §4). */
export function withAnswer(
  tasks: SyncTask[],
  taskId: string,
  code: number,
  result: unknown,
  now: number,
): SyncTask[] {
  return tasks.map((task) =>
    task.task_id === taskId
      ? { ...task, transmited: true, transmited_at: now, updated_at: now, resultCode: code, result }
      : task,
  );
}

type Answer = { code: number; result: unknown } | 'offline';

/** Sends one task; 'offline' when no answer came (it stays queued). A non-JSON answer is an error (SPEC §8). */
async function send(task: SyncTask): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(task.url, task.payload);
  } catch {
    return 'offline';
  }
  if (response.status >= 500) return 'offline';
  if (!(response.headers.get('content-type') ?? '').includes('application/json'))
    return { code: response.status, result: 'Error with response - bad content-type!' };
  const body = (await response.json().catch(() => null)) as { code?: number; result?: unknown } | null;
  if (!body) return { code: response.status, result: 'Unhandled error, wrong response format!' };
  return { code: body.code ?? response.status, result: body.result };
}

function tell(task: SyncTask, answer: { code: number; result: unknown }): void {
  if (task.silent) return;
  if (answer.code === 200) {
    const order = answer.result as OrderResult;
    notify({
      type: 'success',
      message: 'queue.orderSent',
      params: { number: order.increment_id },
      hasNoTimeout: true,
    });
  } else {
    notify({
      type: 'error',
      message: 'queue.orderRefused',
      params: { reason: typeof answer.result === 'string' ? answer.result : `HTTP ${answer.code}` },
      hasNoTimeout: true,
    });
  }
}

async function drain(): Promise<number> {
  let sent = 0;
  for (const pending of readTasks().filter((t) => !t.transmited)) {
    // Another tab may have sent it meanwhile: read the queue again before each task.
    const current = readTasks().find((t) => t.task_id === pending.task_id);
    if (!current || current.transmited) continue;
    const answer = await send(current);
    if (answer === 'offline') break;
    writeTasks(withAnswer(readTasks(), current.task_id, answer.code, answer.result, Date.now()));
    tell(current, answer);
    if (answer.code === 200)
      window.dispatchEvent(new CustomEvent('hemma:order-sent', { detail: answer.result }));
    sent += 1;
  }
  return sent;
}

/**
 * Sends the queued orders (SPEC §4 connectivity): automatically when configured or on the thank-you page, otherwise
 * after the shopper confirms the 'Order waiting!' prompt. Tabs take turns through a Web Lock, and the server
 * accepts each order id once, so an order reaches the shop exactly once however many tabs replay it.
 */
export async function processOrderQueue(
  options: { onThankYouPage?: boolean; confirmed?: boolean } = {},
): Promise<number> {
  if (!readTasks().some((t) => !t.transmited)) return 0;
  if (!AUTO_TRANSMIT_ORDERS && !options.onThankYouPage && !options.confirmed) {
    notify({ type: 'warning', message: 'queue.orderWaiting', hasNoTimeout: true });
    return 0;
  }
  if (navigator.locks) return navigator.locks.request('hemma-order-queue', drain);
  return drain();
}
