import { describe, expect, it } from 'vitest';
import { FairMutex } from './fair-sqlite-dialect.ts';

describe('FairMutex', () => {
  it('serves waiters in arrival order, even when a newcomer asks right after an unlock', async () => {
    const mutex = new FairMutex();
    const order: string[] = [];
    await mutex.lock();
    const a = mutex.lock().then(() => order.push('a'));
    const b = mutex.lock().then(() => order.push('b'));
    mutex.unlock();
    // A caller arriving in the same tick as the unlock must queue behind a and b.
    const c = mutex.lock().then(() => order.push('c'));
    await a;
    mutex.unlock();
    await b;
    mutex.unlock();
    await c;
    mutex.unlock();
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('is free again once every holder has unlocked', async () => {
    const mutex = new FairMutex();
    await mutex.lock();
    mutex.unlock();
    let acquired = false;
    await mutex.lock().then(() => (acquired = true));
    expect(acquired).toBe(true);
  });
});
