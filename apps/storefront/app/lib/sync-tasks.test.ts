import { describe, expect, it } from 'vitest';
import { STALE_TOKEN_LOCK_MS, TOKEN_LOCK_KEY, readTokenLock, writeTokenLock } from './sync-tasks.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('token lock (SPEC §4)', () => {
  it('reads what was written, and 0 when nothing or something unreadable is stored', () => {
    const storage = memoryStorage();
    expect(readTokenLock(storage, 0)).toBe(0);
    writeTokenLock(2, storage, 1000);
    expect(readTokenLock(storage, 1500)).toBe(2);
    writeTokenLock(-1, storage, 1000);
    expect(readTokenLock(storage, 1500)).toBe(-1);
    storage.items.set(TOKEN_LOCK_KEY, '{not json');
    expect(readTokenLock(storage, 0)).toBe(0);
    storage.items.set(TOKEN_LOCK_KEY, '{"lock":"1","at":0}');
    expect(readTokenLock(storage, 0)).toBe(0);
  });

  it('forgets a refresh whose tab went away, but never a failed lock', () => {
    const storage = memoryStorage();
    writeTokenLock(1, storage, 0);
    expect(readTokenLock(storage, STALE_TOKEN_LOCK_MS)).toBe(1);
    expect(readTokenLock(storage, STALE_TOKEN_LOCK_MS + 1)).toBe(0);
    writeTokenLock(-1, storage, 0);
    expect(readTokenLock(storage, 10 * STALE_TOKEN_LOCK_MS)).toBe(-1);
  });

  it('only logs when storage refuses the write', () => {
    const refusing = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => writeTokenLock(1, refusing, 0)).not.toThrow();
  });
});
