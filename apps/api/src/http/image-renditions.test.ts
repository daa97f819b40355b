import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES, isImageRendition } from '@hemma/commerce';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

describe('the image renditions allowlist (decision 0030)', () => {
  it("has SPEC §9's sizes and refuses others", () => {
    for (const { width, height } of Object.values(IMAGE_SIZES))
      expect(isImageRendition(width, height)).toBe(true);
    expect(isImageRendition(500, 500)).toBe(false);
    expect(isImageRendition(489, 324)).toBe(false);
  });

  it('has every size the storefront and the back office ask for', () => {
    const asked: string[] = [];
    for (const file of [...sources('apps/storefront/app'), ...sources('apps/admin/src')]) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\{ width: (\d+), height: (\d+) \}/g)) asked.push(`${m[1]}x${m[2]}`);
      for (const m of text.matchAll(/\/img\/(\d+)\/(\d+)\//g)) asked.push(`${m[1]}x${m[2]}`);
    }
    expect(asked.length).toBeGreaterThanOrEqual(9);
    const refused = asked.filter((size) => {
      const [width, height] = size.split('x').map(Number);
      return !isImageRendition(width!, height!);
    });
    expect(refused).toEqual([]);
  });
});
