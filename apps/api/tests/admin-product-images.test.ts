import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, loginOwner, type AdminClient } from './support/admin-client.ts';
import { picture, upload } from './support/admin-pictures.ts';
import { useTestApi } from './support/test-api.ts';

/** Picture uploads of the back office (decision 0021): the body is the picture, checked and stored through sharp. */
const api = useTestApi();
let owner: AdminClient;
let catalogue: AdminClient;

beforeAll(async () => {
  owner = await loginOwner(api);
  catalogue = await loginAs(api, owner, 'catalogue');
});

describe('picture uploads', () => {
  it('refuses what is not a picture and what is too large with 400 naming the problem', async () => {
    const text = await upload(catalogue, new TextEncoder().encode('not a picture at all'));
    expect(text.status).toBe(400);
    expect(text.body.result).toMatch(/^image: the body is not a picture/);
    const huge = await upload(catalogue, new Uint8Array(10 * 1024 * 1024 + 1), 'image/jpeg');
    expect(huge.status).toBe(400);
    expect(huge.body.result).toMatch(/^image: 10 MB is larger than the 10 MB an upload may have/);
    const json = await catalogue.send<string>('POST', '/api/admin/images', { file: 'x.png' });
    expect(json.status).toBe(400);
    expect(json.body.result).toMatch(/send the picture itself as the body/);
  });

  it('stores the same picture once, under a name from its content', async () => {
    const body = await picture('#C8A273');
    const [first, second] = [await upload(catalogue, body), await upload(owner, body)];
    expect(first.body.result).toEqual(second.body.result);
  });

  it('is for the catalogue role, not the orders role', async () => {
    const orders = await loginAs(api, owner, 'orders');
    expect((await upload(orders, await picture('#FFFFFF'))).status).toBe(403);
    expect((await orders.get('/api/admin/products')).status).toBe(403);
  });
});
