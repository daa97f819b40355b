import type {
  AdminBannersDto,
  AdminCmsBlockDto,
  AdminCmsPageDto,
  AdminPage,
  AuditEntryDto,
  CmsBlockDto,
  CmsPageDto,
  HomeBannersDto,
  UploadedImage,
} from '@hemma/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, loginOwner, type AdminClient } from './support/admin-client.ts';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();
let owner: AdminClient;
let catalogue: AdminClient;

beforeAll(async () => {
  owner = await loginOwner(api);
  catalogue = await loginAs(api, owner, 'catalogue');
});

describe('CMS pages and blocks', () => {
  it('publishes a page the storefront serves at once, refuses a stale edit and a taken identifier', async () => {
    const created = await catalogue.send<AdminCmsPageDto>('POST', '/api/admin/cms/pages', {
      identifier: 'kundservice/montering',
      title: 'Montering',
      content: '<p>Vi monterar dina möbler.</p>',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const page = created.body.result;
    const shown = await api.get<CmsPageDto>('/api/ext/cms/page/kundservice%2Fmontering');
    expect(shown.body.result).toMatchObject({
      title: 'Montering',
      content: '<p>Vi monterar dina möbler.</p>',
    });

    const edited = await catalogue.send<AdminCmsPageDto>('PATCH', `/api/admin/cms/pages/${page.id}`, {
      content: '<p>Montering ingår över 5 000 kr.</p>',
      updated_at: page.updated_at,
    });
    expect(edited.status).toBe(200);
    expect((await api.get<CmsPageDto>(`/api/ext/cms/page/${page.id}`)).body.result.content).toContain(
      '5 000 kr',
    );
    const stale = await catalogue.send<string>('PATCH', `/api/admin/cms/pages/${page.id}`, {
      title: 'Gammal',
      updated_at: page.updated_at,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.result).toMatch(/changed by someone else since you opened it — reload/);
    const taken = await catalogue.send<string>('POST', '/api/admin/cms/pages', {
      identifier: 'kundservice/montering',
      title: 'Igen',
    });
    expect(taken.status).toBe(409);

    const off = await catalogue.send<AdminCmsPageDto>('PATCH', `/api/admin/cms/pages/${page.id}`, {
      is_active: false,
      updated_at: edited.body.result.updated_at,
    });
    expect((await api.get(`/api/ext/cms/page/${page.id}`)).status).toBe(404);
    const listed = await catalogue.get<AdminPage<{ identifier: string; is_active: boolean }>>(
      '/api/admin/cms/pages?q=montering',
    );
    expect(listed.body.result.items).toEqual([
      expect.objectContaining({ identifier: 'kundservice/montering', is_active: false }),
    ]);
    const gone = await catalogue.send(
      'DELETE',
      `/api/admin/cms/pages/${page.id}?updated_at=${off.body.result.updated_at}`,
    );
    expect(gone.status).toBe(200);
    const audit = await owner.get<AdminPage<AuditEntryDto>>(
      `/api/admin/audit?entity_type=cms_page&entity_id=${page.id}`,
    );
    expect(audit.body.result.items.map((e) => e.action)).toEqual([
      'cms_page.delete',
      'cms_page.update',
      'cms_page.update',
      'cms_page.create',
    ]);
  });

  it('changes a block that the storefront serves at once, and names a bad identifier', async () => {
    const blocks = await catalogue.get<AdminPage<AdminCmsBlockDto>>('/api/admin/cms/blocks?q=footer');
    const footer = blocks.body.result.items[0]!;
    const full = (await catalogue.get<AdminCmsBlockDto>(`/api/admin/cms/blocks/${footer.id}`)).body.result;
    const changed = await catalogue.send('PATCH', `/api/admin/cms/blocks/${footer.id}`, {
      content: '<ul><li>Fri frakt</li></ul>',
      updated_at: full.updated_at,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await api.get<CmsBlockDto>(`/api/ext/cms/block/${footer.identifier}`)).body.result.content).toBe(
      '<ul><li>Fri frakt</li></ul>',
    );
    const bad = await catalogue.send<string>('POST', '/api/admin/cms/blocks', {
      identifier: 'Fot Rad',
      title: 'X',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.result).toMatch(/identifier: must be lower-case words/);
  });
});

describe('home page banners', () => {
  it('serves the seeded banners, then the edited ones, per store view with the default as fallback', async () => {
    const seeded = (await api.get<HomeBannersDto>('/api/ext/banners')).body.result;
    expect(seeded.mainBanners[0]).toMatchObject({ image: 'banners/hero-1.webp', category: 'soffor' });
    const picture = await sharp({ create: { width: 240, height: 100, channels: 3, background: '#D9C8AE' } })
      .jpeg()
      .toBuffer();
    const upload = await catalogue.send<UploadedImage>('POST', '/api/admin/images', picture, {
      contentType: 'image/jpeg',
    });
    const current = (await catalogue.get<AdminBannersDto>('/api/admin/banners/default')).body.result;
    const banner = {
      image: upload.body.result.file,
      title: 'Vinterrea',
      cta: 'Till rean',
      category: 'soffor',
    };
    const put = await catalogue.send<AdminBannersDto>('PUT', '/api/admin/banners/default', {
      banners: [banner, ...current.banners],
      updated_at: current.updated_at,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const shown = (await api.get<HomeBannersDto>('/api/ext/banners')).body.result.mainBanners;
    expect(shown.map((b) => b.title)).toEqual(['Vinterrea', seeded.mainBanners[0]!.title]);
    expect(shown[0]).toEqual({ ...banner, eyebrow: '', text: '' });
    // A store view without banners of its own shows its JSON file's (decision 0029), not the default store's edit.
    const deFile = (await api.get<HomeBannersDto>('/api/ext/banners?storeCode=de')).body.result.mainBanners;
    expect(deFile.map((b) => b.title)).toEqual(['Weich, hell und gemacht für lange Zeit']);

    const german = await catalogue.send('PUT', '/api/admin/banners/de', {
      banners: [{ ...banner, title: 'Winterschlussverkauf' }],
      updated_at: null,
    });
    expect(german.status).toBe(200);
    const de = (await api.get<HomeBannersDto>('/api/ext/banners?storeCode=de')).body.result.mainBanners;
    expect(de.map((b) => b.title)).toEqual(['Winterschlussverkauf']);
  });

  it('refuses a stale list, an unknown category and an unknown store view', async () => {
    const stale = await catalogue.send<string>('PUT', '/api/admin/banners/default', {
      banners: [],
      updated_at: null,
    });
    expect(stale.status).toBe(409);
    const current = (await catalogue.get<AdminBannersDto>('/api/admin/banners/default')).body.result;
    const unknown = await catalogue.send<string>('PUT', '/api/admin/banners/default', {
      banners: [{ ...current.banners[0]!, category: 'finns-inte' }],
      updated_at: current.updated_at,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.result).toMatch(/banners\.0\.category: no category "finns-inte"/);
    expect((await catalogue.get('/api/admin/banners/fr')).status).toBe(404);
  });

  it('is for the catalogue role, not the orders role', async () => {
    const orders = await loginAs(api, owner, 'orders');
    expect((await orders.get('/api/admin/banners/default')).status).toBe(403);
    expect((await orders.send('POST', '/api/admin/cms/pages', { identifier: 'x', title: 'X' })).status).toBe(
      403,
    );
  });
});
