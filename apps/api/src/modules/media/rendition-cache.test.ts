import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRenditionCache } from './rendition-cache.ts';

const dir = mkdtempSync(join(tmpdir(), 'hemma-renditions-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function put(name: string, bytes: number, ageSeconds = 0): string {
  const file = join(dir, name);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, Buffer.alloc(bytes));
  const at = Date.now() / 1000 - ageSeconds;
  utimesSync(file, at, at);
  return file;
}

describe('the rendition cache bound (decision 0030)', () => {
  it('learns the folder, oldest first, and evicts the least recently used beyond its size', async () => {
    const old = put('324x489-fit-webp/products/a.webp.webp', 400, 300);
    const middle = put('324x489-fit-webp/products/b.webp.webp', 400, 200);
    const recent = put('1240x1240-fit-webp/products/c.webp.webp', 400, 100);
    put('324x489-fit-webp/products/d.webp.webp.123.tmp', 5000);
    const cache = createRenditionCache({ dir, maxBytes: 1000 });
    await cache.ready();
    // 1 200 bytes found in a 1 000-byte cache: the oldest goes, leaving 800 (≤ 90 %).
    expect(existsSync(old)).toBe(false);
    expect(cache.figures()).toEqual({ files: 2, bytes: 800, maxBytes: 1000 });

    cache.used(middle); // now `recent` is the least recently used
    const added = put('210x300-fit-webp/products/e.webp.webp', 400);
    await cache.added(added, 400);
    expect(existsSync(recent)).toBe(false);
    expect([existsSync(middle), existsSync(added)]).toEqual([true, true]);
    expect(cache.figures().bytes).toBe(800);
  });
});
