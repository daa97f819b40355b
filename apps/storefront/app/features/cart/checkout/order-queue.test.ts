import type { OrderRequest } from '@hemma/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readTasks } from '~/lib/sync-tasks.ts';
import { orderTask, processOrderQueue, queueOrder, withAnswer } from './order-queue.ts';

const request = (id: string) =>
  ({ order_id: id, products: [{ sku: 'A', qty: 1 }] }) as unknown as OrderRequest;

/** A browser-like global scope: storage, events and a network the test answers. */
function browser(answer: (body: string) => Response | Promise<Response>) {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  });
  vi.stubGlobal('window', new EventTarget());
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
      url: '/api/order',
      transmited: false,
      created_at: 1000,
    });
    expect(JSON.parse(task.payload.body)).toMatchObject({ order_id: 'o-1' });
    const answered = withAnswer([task], 'order-o-1', 200, { increment_id: '100000001' }, 2000);
    expect(answered[0]).toMatchObject({ transmited: true, transmited_at: 2000, resultCode: 200 });
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
});
