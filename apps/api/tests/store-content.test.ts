import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HomeBannersDto } from '@hemma/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApi } from './support/test-api.ts';

// This file's API reads its store view files from a folder of its own: only the default store has one, and the
// Italian one is broken.
const dir = mkdtempSync(join(tmpdir(), 'hemma-store-content-'));
writeFileSync(
  join(dir, 'default.json'),
  JSON.stringify({
    smallBanners: [
      { image: 'banners/hero-2.webp', eyebrow: '', title: 'Liten', text: '', cta: 'Gå', category: 'soffor' },
    ],
    defaultContent: { title: 'Välkommen', message: ['Rad ett', 'Rad två'] },
  }),
);
writeFileSync(join(dir, 'it.json'), '{ "mainBanners": [ { "title": 1 } ');
process.env.HEMMA_STORE_CONTENT_DIR = dir;

const api = useTestApi();
// The API read the folder when it was built; later test files of this worker must get the repository's files.
afterAll(() => {
  delete process.env.HEMMA_STORE_CONTENT_DIR;
});

describe('home banners from the store views JSON files (decision 0029)', () => {
  it('when a store view has no file, then it shows the default store banners and the default file parts', async () => {
    const swedish = (await api.get<HomeBannersDto>('/api/ext/banners')).body.result;
    const { status, body } = await api.get<HomeBannersDto>('/api/ext/banners?storeCode=de');
    expect(status).toBe(200);
    expect(body.result.mainBanners).toEqual(swedish.mainBanners);
    expect(body.result.mainBanners.length).toBeGreaterThan(0);
    expect(body.result.smallBanners.map((b) => b.title)).toEqual(['Liten']);
    expect(body.result.defaultContent).toEqual({ title: 'Välkommen', message: ['Rad ett', 'Rad två'] });
    expect(body.result.instagram).toEqual([]);
    expect(body.result.headImage).toBeNull();
  });

  it('when a store view file is broken, then the home page still gets the default banners', async () => {
    const { status, body } = await api.get<HomeBannersDto>('/api/ext/banners?storeCode=it');
    expect(status).toBe(200);
    expect(body.result.mainBanners.length).toBeGreaterThan(0);
    expect(body.result.smallBanners.map((b) => b.title)).toEqual(['Liten']);
  });
});
