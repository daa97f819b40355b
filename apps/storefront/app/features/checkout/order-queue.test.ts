import type { OrderRequest } from '@hemma/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '~/lib/notifications.ts';
import { TOKEN_REFRESH_FAILED, WRONG_RESPONSE_FORMAT, missingCartIdMessage } from '~/lib/sync-task-rules.ts';
import { readTasks, writeTokenLock } from '~/lib/sync-tasks.ts';
import {
  orderTask,
  processOrderQueue,
  queueOrder,
  queuedOrderOutcome,
  sendTask,
  showingThankYouPage,
  withAnswer,
} from './order-queue.ts';

// The real notification store, watched: what the shopper is told.
vi.mock('~/lib/notifications.ts', { spy: true });

const request = (id: string) =>
  ({ order_id: id, products: [{ sku: 'A', qty: 1 }] }) as unknown as OrderRequest;

/** A browser-like global scope: storage, events and a network the test answers. */
function browser(answer: (body: string) => Response | Promise<Response>) {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  });
  vi.stubGlobal('window', Object.assign(new EventTarget(), { location: { pathname: '/' } }));
  vi.stubGlobal('navigator', {});
  const fetch = vi.fn(async (_url: string, init: RequestInit) => answer(String(init.body)));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('order sync tasks (SPEC §3/§4)', () => {
  it('creates an untransmitted task that posts the order with its client id', () => {
    const task = orderTask(request('o-1'), 1000);
    expect(task).toMatchObject({
      task_id: 'order-o-1',
      url: '/api/order?token={{token}}',
      transmited: false,
      created_at: 1000,
    });
    expect(JSON.parse(task.payload.body)).toMatchObject({ order_id: 'o-1' });
    const answered = withAnswer([task], 'order-o-1', 200, { increment_id: '100000001' }, 2000);
    expect(answered[0]).toMatchObject({ transmited: true, transmited_at: 2000, resultCode: 200 });
    expect(orderTask(request('o-1'), 1000, 'de').url).toBe('/api/order?token={{token}}&storeCode=de');
  });

  describe('processing the queue', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('sends each queued order once and stores the answer', async () => {
      const fetch = browser(() =>
        json(200, { code: 200, result: { order_id: 'o-1', increment_id: '100000001' } }),
      );
      queueOrder(request('o-1'));
      queueOrder(request('o-1'));
      expect(readTasks()).toHaveLength(1);
      expect(await processOrderQueue()).toBe(1);
      expect(await processOrderQueue()).toBe(0);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(readTasks()[0]).toMatchObject({ transmited: true, resultCode: 200 });
    });

    it('keeps an order queued while there is no answer or the server fails', async () => {
      let mode: 'down' | 'error' | 'up' = 'down';
      browser(() => {
        if (mode === 'down') throw new TypeError('Failed to fetch');
        if (mode === 'error') return json(503, { code: 503, result: 'Internal Server Error 500' });
        return json(200, { code: 200, result: { order_id: 'o-2', increment_id: '100000002' } });
      });
      queueOrder(request('o-2'));
      expect(await processOrderQueue()).toBe(0);
      mode = 'error';
      expect(await processOrderQueue()).toBe(0);
      expect(readTasks()[0]!.transmited).toBe(false);
      mode = 'up';
      expect(await processOrderQueue()).toBe(1);
    });

    it('records a refusal (sold out) as transmitted with the server message, and rejects non-JSON answers', async () => {
      let html = false;
      browser(() =>
        html
          ? new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } })
          : json(409, { code: 409, result: 'Some of the ordered products are not available!' }),
      );
      queueOrder(request('o-3'));
      await processOrderQueue();
      expect(readTasks()[0]).toMatchObject({
        transmited: true,
        resultCode: 409,
        result: 'Some of the ordered products are not available!',
      });
      html = true;
      queueOrder(request('o-4'));
      await processOrderQueue();
      expect(readTasks().find((t) => t.task_id === 'order-o-4')).toMatchObject({
        transmited: true,
        result: 'Error with response - bad content-type!',
      });
    });
  });

  describe("automatic transmission off (SPEC §4/§9 'Order waiting!')", () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());
    const ok = () => json(200, { code: 200, result: { order_id: 'o-20', increment_id: '100000020' } });

    it('asks the shopper first away from the thank-you page, and sends once they confirm', async () => {
      const fetch = browser(ok);
      queueOrder(request('o-20'));
      expect(await processOrderQueue({ autoTransmit: false })).toBe(0);
      expect(fetch).not.toHaveBeenCalled();
      expect(readTasks()[0]!.transmited).toBe(false);
      const prompt = vi
        .mocked(notify)
        .mock.calls.map(([n]) => n)
        .findLast((n) => n.message === 'queue.orderWaiting');
      expect(prompt).toMatchObject({
        type: 'warning',
        hasNoTimeout: true,
        action1: { label: 'queue.confirmOrder' },
      });
      // The shopper clicks the prompt's button: the order confirmation modal lists the order; its button sends.
      prompt!.action1!.run!();
      expect((await import('~/lib/modals.ts')).getModal()).toMatchObject({ name: 'order-confirmation' });
      expect(fetch).not.toHaveBeenCalled();
      void processOrderQueue({ confirmed: true });
      await vi.waitFor(() => expect(readTasks()[0]!.transmited).toBe(true));
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(readTasks()[0]).toMatchObject({ resultCode: 200 });
    });

    it('sends at once on the thank-you page, also when the layout asks while that page is shown', async () => {
      const fetch = browser(ok);
      queueOrder(request('o-20'));
      vi.mocked(notify).mockClear();
      expect(await processOrderQueue({ autoTransmit: false, onThankYouPage: true })).toBe(1);
      expect(fetch).toHaveBeenCalledTimes(1);
      queueOrder(request('o-21'));
      const hidden = showingThankYouPage();
      try {
        expect(await processOrderQueue({ autoTransmit: false })).toBe(1);
      } finally {
        hidden();
      }
      expect(fetch).toHaveBeenCalledTimes(2);
      expect(notify).not.toHaveBeenCalledWith(expect.objectContaining({ message: 'queue.orderWaiting' }));
      // Once the page is gone the prompt is back.
      queueOrder(request('o-22'));
      expect(await processOrderQueue({ autoTransmit: false })).toBe(0);
      expect(fetch).toHaveBeenCalledTimes(2);
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ message: 'queue.orderWaiting' }));
    });

    it('sends without asking when the setting is on (the default)', async () => {
      const fetch = browser(ok);
      queueOrder(request('o-23'));
      expect(await processOrderQueue({ autoTransmit: true })).toBe(1);
      expect(fetch).toHaveBeenCalledTimes(1);
    });
  });

  describe('sync task rules (SPEC §4/§7/§8)', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());
    const ok = () => json(200, { code: 200, result: { order_id: 'o', increment_id: '1' } });

    it('fills {{token}} at send time and sends it as a bearer header, not in the query', async () => {
      const fetch = browser(ok);
      const answer = await sendTask(orderTask(request('o-5'), 0, 'de'), {
        session: () => ({ token: 'tok-2' }),
        tokenLock: () => 0,
      });
      expect(answer).toEqual({ code: 200, result: { order_id: 'o', increment_id: '1' } });
      const [url, init] = fetch.mock.calls[0]!;
      expect(url).toBe('/api/order?storeCode=de');
      expect(init.headers).toMatchObject({
        Authorization: 'Bearer tok-2',
        'content-type': 'application/json',
      });
    });

    it('waits 1 s while a token refresh runs, then sends with the fresh token (fake clock)', async () => {
      const fetch = browser(ok);
      let lock = 1;
      let token = 'old';
      const sending = sendTask(orderTask(request('o-6'), 0), {
        session: () => ({ token }),
        tokenLock: () => lock,
        sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      });
      await vi.advanceTimersByTimeAsync(999);
      expect(fetch).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(fetch).not.toHaveBeenCalled();
      lock = 0;
      token = 'new';
      await vi.advanceTimersByTimeAsync(1000);
      expect(((await sending) as { code: number }).code).toBe(200);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(fetch.mock.calls[0]![1].headers).toMatchObject({ Authorization: 'Bearer new' });
    });

    it('aborts with 401 without sending once the refresh failed (lock -1), and tells the shopper', async () => {
      const fetch = browser(ok);
      writeTokenLock(-1);
      queueOrder(request('o-7'));
      expect(await processOrderQueue()).toBe(1);
      expect(fetch).not.toHaveBeenCalled();
      expect(readTasks()[0]).toMatchObject({
        transmited: true,
        resultCode: 401,
        result: TOKEN_REFRESH_FAILED,
      });
    });

    it('refuses an empty answer and a task whose {{cartId}} is missing', async () => {
      const fetch = browser(
        () => new Response('', { status: 200, headers: { 'content-type': 'application/json' } }),
      );
      const context = { session: () => ({ token: null, cartId: null }), tokenLock: () => 0 };
      expect(await sendTask(orderTask(request('o-8'), 0), context)).toEqual({
        code: 200,
        result: WRONG_RESPONSE_FORMAT,
      });
      const cartTask = {
        ...orderTask(request('o-9'), 0),
        url: '/api/cart/update?token={{token}}&cartId={{cartId}}',
      };
      expect(await sendTask(cartTask, context)).toEqual({
        code: 400,
        result: missingCartIdMessage('/api/cart/update?token={{token}}&cartId={{cartId}}'),
      });
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it('an order whose item sold out meanwhile is refused in plain words, and not retried', async () => {
      const fetch = browser(() =>
        json(409, { code: 409, result: 'Some of the ordered products are not available!' }),
      );
      queueOrder(request('o-10'));
      expect(await processOrderQueue()).toBe(1);
      expect(await processOrderQueue()).toBe(0);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'error', message: 'queue.orderSoldOut' }),
      );
      expect(readTasks()[0]).toMatchObject({ transmited: true, resultCode: 409 });
    });

    it('names the sold-out products as the cart showed them when the order was queued', async () => {
      browser(() => json(409, { code: 409, result: 'Some of the ordered products are not available! (A)' }));
      const refused: unknown[] = [];
      window.addEventListener('hemma:order-refused', (event) => refused.push((event as CustomEvent).detail));
      queueOrder(request('o-11'), { A: 'Soffa Vass 4-sits' });
      expect(readTasks()[0]?.meta).toEqual({
        kind: 'order',
        orderId: 'o-11',
        names: { A: 'Soffa Vass 4-sits' },
      });
      expect(await processOrderQueue()).toBe(1);
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'error',
          message: 'queue.orderSoldOutNamed',
          params: { names: 'Soffa Vass 4-sits' },
        }),
      );
      // The thank-you page showing the order hears of it too.
      expect(refused).toEqual([
        { orderId: 'o-11', message: 'queue.orderSoldOutNamed', params: { names: 'Soffa Vass 4-sits' } },
      ]);
    });

    it('records what became of a queued order for a page in another tab: nothing yet, then its number or refusal', async () => {
      browser((body) =>
        body.includes('"o-13"')
          ? json(200, { code: 200, result: { order_id: 'o-13', increment_id: '100000042' } })
          : json(409, { code: 409, result: 'Some of the ordered products are not available! (A)' }),
      );
      queueOrder(request('o-13'), { A: 'Soffa Vass 4-sits' });
      queueOrder(request('o-14'), { A: 'Soffa Vass 4-sits' });
      expect(queuedOrderOutcome('o-13')).toBeNull();
      expect(await processOrderQueue()).toBe(2);
      expect(queuedOrderOutcome('o-13')).toEqual({ number: '100000042' });
      expect(queuedOrderOutcome('o-14')).toEqual({
        refused: {
          orderId: 'o-14',
          message: 'queue.orderSoldOutNamed',
          params: { names: 'Soffa Vass 4-sits' },
        },
      });
      expect(queuedOrderOutcome('o-15')).toBeNull();
    });

    it('says the general text when the queued order does not know a named sku', async () => {
      browser(() =>
        json(409, { code: 409, result: 'Some of the ordered products are not available! (A, B)' }),
      );
      queueOrder(request('o-12'), { A: 'Soffa Vass 4-sits' });
      expect(await processOrderQueue()).toBe(1);
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'error', message: 'queue.orderSoldOut' }),
      );
    });
  });
});
