import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CacheCollection, isQuotaExceeded } from './collection.ts';
import { type FakeMode, fakeDriver } from './fake-driver.ts';
import { estimateSize } from './size.ts';

const DAY = 86_400_000;

function setup(initial = {}) {
  const fake = fakeDriver(initial);
  const log = vi.fn();
  const health = { errors: 0 };
  const collection = new CacheCollection<string>({
    name: 'se-shop/products',
    driver: fake.driver,
    health,
    log,
  });
  return { ...fake, log, health, collection };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
});
afterEach(() => vi.useRealTimers());

describe('persistent cache collection (SPEC §4/§9)', () => {
  it('writes through to persistence and reads back after the memory layer is gone', async () => {
    const { collection, data, driver } = setup();
    await collection.set('a', 'soffa');
    expect(data.get('a')).toEqual({ value: 'soffa', writtenAt: 1_000_000 });
    const fresh = new CacheCollection<string>({ name: 'x', driver });
    expect(await fresh.get('a')).toBe('soffa');
  });

  it.each([
    { age: 0, hit: true },
    { age: DAY - 1, hit: true },
    { age: DAY, hit: false },
    { age: DAY + 5000, hit: false },
  ])('an entry written $age ms ago is a hit: $hit (TTL 86 400 s)', async ({ age, hit }) => {
    const { collection, data } = setup({ a: { value: 'stol', writtenAt: 1_000_000 - age } });
    expect(await collection.get('a')).toBe(hit ? 'stol' : undefined);
    await vi.runAllTimersAsync();
    // An expired entry is removed from persistence, a fresh one kept.
    expect(data.has('a')).toBe(hit);
  });

  it('expires entries of the memory layer too', async () => {
    const { collection, state } = setup();
    await collection.set('a', 'bord');
    state.mode = 'fail';
    vi.setSystemTime(1_000_000 + DAY);
    expect(await collection.get('a')).toBeUndefined();
  });

  it.each([
    { operation: 'read', ms: 800, call: (c: CacheCollection<string>) => c.get('a') },
    { operation: 'write', ms: 800, call: (c: CacheCollection<string>) => c.set('a', 'x') },
    { operation: 'remove', ms: 800, call: (c: CacheCollection<string>) => c.remove('a') },
    { operation: 'iterate', ms: 2000, call: (c: CacheCollection<string>) => c.keys() },
  ])(
    'a $operation that hangs gives up after $ms ms, recreates the database and counts an error',
    async ({ ms, call }) => {
      const { collection, state, health, log } = setup();
      state.mode = 'hang';
      let settled = false;
      const pending = call(collection).then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(ms - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await pending;
      expect(health.errors).toBe(1);
      expect(state.recreated).toBe(1);
      expect(log).toHaveBeenCalled();
    },
  );

  it.each([
    { errors: 0, readsPersistence: true },
    { errors: 1, readsPersistence: false },
    { errors: 29, readsPersistence: false },
  ])('with $errors errors reads use persistence: $readsPersistence', async ({ errors, readsPersistence }) => {
    const { collection, health } = setup({ a: { value: 'lampa', writtenAt: 1_000_000 } });
    health.errors = errors;
    expect(await collection.get('a')).toBe(readsPersistence ? 'lampa' : undefined);
    expect(await collection.keys()).toEqual(readsPersistence ? ['a'] : []);
  });

  it.each([
    { errors: 0, writes: 1 },
    { errors: 1, writes: 1 },
    { errors: 29, writes: 1 },
    { errors: 30, writes: 0 },
    { errors: 31, writes: 0 },
  ])(
    'with $errors errors a write reaches persistence $writes time(s); memory still answers',
    async ({ errors, writes }) => {
      const { collection, health, state } = setup();
      health.errors = errors;
      await collection.set('a', 'matta');
      expect(state.writes).toBe(writes);
      expect(await collection.get('a')).toBe('matta');
    },
  );

  it('answers from memory after a read time-out, and no longer waits for persistence', async () => {
    const { collection, state } = setup();
    await collection.set('a', 'pall');
    state.mode = 'hang';
    const other = collection.get('b');
    await vi.advanceTimersByTimeAsync(800);
    expect(await other).toBeUndefined();
    // errors >= 1: a read of a missing key answers at once instead of waiting another 800 ms.
    expect(await collection.get('c')).toBeUndefined();
    expect(await collection.get('a')).toBe('pall');
  });

  it.each<{ mode: FakeMode; logged: boolean }>([
    { mode: 'fail', logged: true },
    { mode: 'quota', logged: true },
    { mode: 'ok', logged: false },
  ])('a write that ends with $mode never throws (logged: $logged)', async ({ mode, logged }) => {
    const { collection, state, log } = setup();
    state.mode = mode;
    await expect(collection.set('a', 'x')).resolves.toBeUndefined();
    expect(log.mock.calls.length > 0).toBe(logged);
    expect(await collection.get('a')).toBe('x');
  });

  it('over quota: clears, then retries the write once', async () => {
    const fake = fakeDriver({ old: { value: 'gammal', writtenAt: 1_000_000 } });
    const onQuotaExceeded = vi.fn(async () => fake.data.clear());
    const collection = new CacheCollection({ name: 'c', driver: fake.driver, onQuotaExceeded, log: vi.fn() });
    fake.state.failNext = 'quota';
    await collection.set('a', 'ny');
    expect(onQuotaExceeded).toHaveBeenCalledTimes(1);
    expect([...fake.data.keys()]).toEqual(['a']);
  });

  it('over quota twice: gives up after the one retry, keeping the value in memory', async () => {
    const fake = fakeDriver();
    fake.state.mode = 'quota';
    const onQuotaExceeded = vi.fn(async () => undefined);
    const log = vi.fn();
    const collection = new CacheCollection({ name: 'c', driver: fake.driver, onQuotaExceeded, log });
    await collection.set('a', 'ny');
    expect(onQuotaExceeded).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining('after clearing'), expect.anything());
    expect(await collection.get('a')).toBe('ny');
  });

  it('takes an injected clock instead of the global one', async () => {
    let now = 0;
    const fake = fakeDriver();
    const clock = { now: () => now, setTimeout: vi.fn(() => 1), clearTimeout: vi.fn() };
    const collection = new CacheCollection<string>({ name: 'c', driver: fake.driver, clock });
    await collection.set('a', 'x');
    expect(clock.setTimeout).toHaveBeenCalledWith(expect.any(Function), 800);
    now = DAY;
    expect(await collection.get('a')).toBeUndefined();
  });

  it('purges the entries with an index below the count', async () => {
    const { collection, data } = setup(
      Object.fromEntries(
        Array.from({ length: 5 }, (_, i) => [`k${i}`, { value: 'v', writtenAt: 1_000_000 }]),
      ),
    );
    expect(await collection.purgeFirst(3)).toBe(3);
    expect([...data.keys()]).toEqual(['k3', 'k4']);
  });
});

describe('quota errors and size estimate', () => {
  it.each([
    { error: new DOMException('x', 'QuotaExceededError'), quota: true },
    { error: { name: 'NS_ERROR_DOM_QUOTA_REACHED' }, quota: true },
    { error: { code: 22 }, quota: true },
    { error: new Error('other'), quota: false },
    { error: null, quota: false },
  ])('isQuotaExceeded($error) is $quota', ({ error, quota }) => {
    expect(isQuotaExceeded(error)).toBe(quota);
  });

  it.each([
    { value: 'abc', bytes: 6 },
    { value: 42, bytes: 8 },
    { value: true, bytes: 4 },
    { value: null, bytes: 0 },
    { value: [1, 'ab', false], bytes: 8 + 4 + 4 },
    { value: { qty: 2, sku: 'AB' }, bytes: 6 + 8 + 6 + 4 },
  ])('estimateSize($value) is $bytes (2 per character, 8 per number, 4 per boolean)', ({ value, bytes }) => {
    expect(estimateSize(value)).toBe(bytes);
  });

  it('counts a cycle once instead of looping', () => {
    const node: Record<string, unknown> = { a: 1 };
    node.self = node;
    expect(estimateSize(node)).toBe(2 + 8 + 8);
  });
});
