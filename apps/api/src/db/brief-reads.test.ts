import { describe, expect, it } from 'vitest';
import { briefReads } from './brief-reads.ts';

/** A clock the test moves, and a read that counts how often it ran and answers what `rows` hold then. */
function setup() {
  let at = 1_000_000;
  const reads = briefReads<object, string>(2_000, () => at);
  const handle = {};
  let rows = 'v1';
  let loads = 0;
  const load = () => {
    loads += 1;
    return Promise.resolve(rows);
  };
  return {
    reads,
    handle,
    load,
    loads: () => loads,
    setRows: (value: string) => (rows = value),
    advance: (ms: number) => (at += ms),
  };
}

describe('briefReads (decision 0072)', () => {
  it('answers what it read for freshMs, then reads again', async () => {
    const t = setup();
    expect(await t.reads.read(t.handle, 'k', t.load)).toBe('v1');
    t.setRows('v2');
    t.advance(1_999);
    expect(await t.reads.read(t.handle, 'k', t.load)).toBe('v1');
    expect(t.loads()).toBe(1);
    t.advance(1);
    expect(await t.reads.read(t.handle, 'k', t.load)).toBe('v2');
    expect(t.loads()).toBe(2);
  });

  it('shares one read between callers who miss at once, and keeps keys and handles apart', async () => {
    const t = setup();
    const [a, b] = await Promise.all([
      t.reads.read(t.handle, 'k', t.load),
      t.reads.read(t.handle, 'k', t.load),
    ]);
    expect([a, b, t.loads()]).toEqual(['v1', 'v1', 1]);
    await t.reads.read(t.handle, 'other key', t.load);
    await t.reads.read({}, 'k', t.load);
    expect(t.loads()).toBe(3);
  });

  it('reads afresh after a write here, and keeps nothing for freshMs after it', async () => {
    const t = setup();
    await t.reads.read(t.handle, 'k', t.load);
    t.reads.written();
    t.setRows('v2');
    expect(await t.reads.read(t.handle, 'k', t.load)).toBe('v2');
    // A read racing the write's commit would have seen the old rows: not kept, so the next one reads again.
    t.setRows('v3');
    t.advance(1_000);
    expect(await t.reads.read(t.handle, 'k', t.load)).toBe('v3');
    expect(t.loads()).toBe(3);
    t.advance(1_000);
    await t.reads.read(t.handle, 'k', t.load);
    await t.reads.read(t.handle, 'k', t.load);
    expect(t.loads()).toBe(4);
  });

  it('a write through one handle forgets what every handle kept', async () => {
    const t = setup();
    const other = {};
    await t.reads.read(other, 'k', t.load);
    t.reads.written();
    t.advance(2_000);
    t.setRows('v2');
    expect(await t.reads.read(other, 'k', t.load)).toBe('v2');
  });

  it('does not keep a failed read', async () => {
    const t = setup();
    await expect(t.reads.read(t.handle, 'k', () => Promise.reject(new Error('gone')))).rejects.toThrow(
      'gone',
    );
    expect(await t.reads.read(t.handle, 'k', t.load)).toBe('v1');
    expect(t.loads()).toBe(1);
  });
});
