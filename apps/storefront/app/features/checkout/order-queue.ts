import type { OrderRequest, OrderResult } from '@hemma/api-client';
import { namesNotAvailable, skusNotAvailable, storeViewFromPath } from '@hemma/commerce';
import { openModal } from '~/lib/modals.ts';
import { notify } from '~/lib/notifications.ts';
import {
  type TaskAnswer,
  type TaskSession,
  type TokenLock,
  abortedByTokenLock,
  prepareTaskUrl,
  readTaskAnswer,
  waitForTokenLock,
} from '~/lib/sync-task-rules.ts';
import { type SyncTask, readTasks, readTokenLock, writeTasks } from '~/lib/sync-tasks.ts';
import { readUserToken } from '~/lib/user-token.ts';

/**
 * The order task's URL template (SPEC §7): the user token is filled in when the task is sent, not when it is
 * queued (it may have been refreshed meanwhile), and travels as a bearer header; the store view's code is kept.
 */
export function orderUrlTemplate(storeCode?: string): string {
  return storeCode && storeCode !== 'default'
    ? `/api/order?token={{token}}&storeCode=${encodeURIComponent(storeCode)}`
    : '/api/order?token={{token}}';
}

/**
 * A sync task for an order, created untransmitted (SPEC §4). The client order id makes resending safe; `names` are
 * the ordered products' names by sku, for telling the shopper which ones a refusal is about.
 */
export function orderTask(
  request: OrderRequest,
  now: number,
  storeCode?: string,
  names?: Record<string, string>,
): SyncTask {
  return {
    task_id: `order-${request.order_id}`,
    url: orderUrlTemplate(storeCode),
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
    meta: { kind: 'order', orderId: request.order_id, ...(names ? { names } : {}) },
    silent: false,
    is_result_cacheable: false,
  };
}

export function queueOrder(request: OrderRequest, names?: Record<string, string>): void {
  const task = orderTask(request, Date.now(), storeViewFromPath(window.location.pathname).storeCode, names);
  writeTasks([...readTasks().filter((t) => t.task_id !== task.task_id), task]);
}

/** Whether an order waits in the queue, not yet sent to the shop. */
export function isOrderWaiting(orderId: string): boolean {
  return readTasks().some((t) => t.meta.kind === 'order' && t.meta.orderId === orderId && !t.transmited);
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

export interface SendContext {
  session: () => TaskSession;
  tokenLock: () => TokenLock;
  sleep?: (ms: number) => Promise<void>;
}

const browserContext: SendContext = {
  session: () => ({ token: readUserToken() }),
  tokenLock: readTokenLock,
};

/**
 * Sends one task (SPEC §4/§7): waits while a token refresh runs and aborts with 401 once it failed, fills the URL
 * template at send time, and refuses answers that are not `{ code, result }` JSON. 'offline' when no answer came or
 * the shop failed (5xx): the task stays queued.
 */
export async function sendTask(task: SyncTask, context: SendContext = browserContext): Promise<Answer> {
  if ((await waitForTokenLock(context.tokenLock, context.sleep)) === 'abort') return abortedByTokenLock();
  const prepared = prepareTaskUrl(task.url, context.session(), { tokenInHeader: true });
  // A task needing a cart that is gone is refused, not sent for some other cart (SPEC §8).
  if (!prepared.ok) return { code: 400, result: prepared.error };
  let response: Response;
  try {
    response = await fetch(prepared.url, {
      ...task.payload,
      headers: { ...task.payload.headers, ...prepared.headers },
    });
  } catch {
    return 'offline';
  }
  if (response.status >= 500) return 'offline';
  const answer: TaskAnswer = await readTaskAnswer(response);
  return { code: answer.code, result: answer.result };
}

/** What the shopper is told when the shop refuses a queued order: a catalogue key and its parameters. */
export interface Refusal {
  message: 'queue.orderSoldOut' | 'queue.orderSoldOutNamed' | 'queue.orderRefused';
  params?: Record<string, string>;
}

/** The event the queue sends when the shop refused a queued order (the thank-you page showing it says so too). */
export interface RefusedOrder extends Refusal {
  orderId: string;
}

function refusalOf(task: SyncTask, answer: { code: number; result: unknown }): Refusal {
  const reason = typeof answer.result === 'string' ? answer.result : `HTTP ${answer.code}`;
  if (answer.code === 409 && skusNotAvailable(reason)) {
    // Sold out while the order waited: said plainly, in the shopper's language (nothing was charged), naming the
    // products as the cart showed them when the task knows them.
    const names = namesNotAvailable(reason, (sku) => task.meta.names?.[sku]);
    return names
      ? { message: 'queue.orderSoldOutNamed', params: { names } }
      : { message: 'queue.orderSoldOut' };
  }
  return { message: 'queue.orderRefused', params: { reason } };
}

/**
 * What became of a queued order, as the queue recorded the shop's answer: its number, or the refusal the shopper
 * was told; null while it waits. The tab that sent it may be another one (a thank-you page reads it then).
 */
export function queuedOrderOutcome(orderId: string): { number: string } | { refused: RefusedOrder } | null {
  const task = readTasks().find((t) => t.meta.kind === 'order' && t.meta.orderId === orderId);
  if (!task?.transmited || task.resultCode === null) return null;
  if (task.resultCode === 200) return { number: (task.result as OrderResult).increment_id };
  return { refused: { orderId, ...refusalOf(task, { code: task.resultCode, result: task.result }) } };
}

function tell(task: SyncTask, answer: { code: number; result: unknown }): void {
  if (answer.code !== 200) {
    const refusal = refusalOf(task, answer);
    window.dispatchEvent(
      new CustomEvent<RefusedOrder>('hemma:order-refused', {
        detail: { orderId: task.meta.orderId, ...refusal },
      }),
    );
    if (!task.silent) notify({ type: 'error', ...refusal, hasNoTimeout: true });
    return;
  }
  if (task.silent) return;
  const order = answer.result as OrderResult;
  notify({
    type: 'success',
    message: 'queue.orderSent',
    params: { number: order.increment_id },
    hasNoTimeout: true,
  });
}

async function drain(): Promise<number> {
  let sent = 0;
  for (const pending of readTasks().filter((t) => !t.transmited)) {
    // Another tab may have sent it meanwhile: read the queue again before each task.
    const current = readTasks().find((t) => t.task_id === pending.task_id);
    if (!current || current.transmited) continue;
    const answer = await sendTask(current);
    if (answer === 'offline') break;
    writeTasks(withAnswer(readTasks(), current.task_id, answer.code, answer.result, Date.now()));
    tell(current, answer);
    if (answer.code === 200)
      window.dispatchEvent(new CustomEvent('hemma:order-sent', { detail: answer.result }));
    sent += 1;
  }
  return sent;
}

let thankYouPages = 0;

/** The thank-you page is showing (SPEC §4: queued orders are sent there whatever the setting); returns its end. */
export function showingThankYouPage(): () => void {
  thankYouPages += 1;
  return () => void (thankYouPages -= 1);
}

export interface QueueOptions {
  /** SPEC §9 'automatic offline order transmission': the shop's setting (HEMMA_AUTO_TRANSMIT_ORDERS), on by default. */
  autoTransmit?: boolean;
  onThankYouPage?: boolean;
  /** The shopper confirmed the 'Order waiting!' prompt. */
  confirmed?: boolean;
}

/**
 * Sends the queued orders (SPEC §4 connectivity): automatically when configured or on the thank-you page, otherwise
 * after the shopper confirms the 'Order waiting!' prompt. Tabs take turns through a Web Lock, and the server
 * accepts each order id once, so an order reaches the shop exactly once however many tabs replay it.
 */
export async function processOrderQueue(options: QueueOptions = {}): Promise<number> {
  if (!readTasks().some((t) => !t.transmited)) return 0;
  const onThankYouPage = options.onThankYouPage || thankYouPages > 0;
  if (options.autoTransmit === false && !onThankYouPage && !options.confirmed) {
    notify({
      type: 'warning',
      message: 'queue.orderWaiting',
      // SPEC §2 order confirmation modal: the shopper sees the waiting orders and confirms them there.
      action1: { label: 'queue.confirmOrder', run: () => openModal('order-confirmation') },
      hasNoTimeout: true,
    });
    return 0;
  }
  if (navigator.locks) return navigator.locks.request('hemma-order-queue', drain);
  return drain();
}
