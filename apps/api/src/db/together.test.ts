import { describe, expect, it } from 'vitest';
import { together } from './together.ts';

const failing = (message: string, code?: string, afterMs = 0) =>
  new Promise<never>((_, reject) =>
    setTimeout(() => reject(Object.assign(new Error(message), code ? { code } : {})), afterMs),
  );

describe('together', () => {
  it('answers every result in the order given', async () => {
    expect(await together([Promise.resolve(1), 'two', undefined, Promise.resolve([3])] as const)).toEqual([
      1,
      'two',
      undefined,
      [3],
    ]);
  });

  it('throws only once every one has settled', async () => {
    let lateDone = false;
    const late = new Promise<void>((resolve) => setTimeout(() => ((lateDone = true), resolve()), 30));
    await expect(together([failing('short stock'), late])).rejects.toThrow('short stock');
    expect(lateDone).toBe(true);
  });

  it('throws the failure that caused the others, not a statement refused in the failed transaction (25P02)', async () => {
    // The refusal arrives first and stands first in the list: the cause still wins.
    const refused = failing('current transaction is aborted', '25P02');
    const cause = failing('duplicate key value violates unique constraint', '23505', 10);
    await expect(together([refused, cause])).rejects.toMatchObject({ code: '23505' });
    await expect(together([failing('a', '25P02'), failing('b', '25P02', 5)])).rejects.toThrow('a');
  });
});
