import { copyFileSync, mkdirSync } from 'node:fs';
import { IMAGE_RENDITIONS } from '@hemma/commerce';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from './support/test-api.ts';

const api = useTestApi();
const imagePath = 'products/test-sofa.webp';

beforeAll(async () => {
  const file = join(api.imagesDir, imagePath);
  mkdirSync(dirname(file), { recursive: true });
  await sharp({ create: { width: 1240, height: 1240, channels: 3, background: '#3a5a40' } })
    .webp()
    .toFile(file);
});

async function getImage(path: string, accept = 'image/avif,image/webp,*/*') {
  const response = await fetch(`${api.baseUrl}${path}`, { headers: { accept } });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

describe('GET /img/{width}/{height}/{mode}/{path}', () => {
  it.each([
    ['fit', 324, 489],
    ['resize', 324, 489],
    ['fit', 1240, 1240],
    ['resize', 210, 300],
  ])('renders %s at %sx%s as WebP', async (mode, width, height) => {
    const { response, body } = await getImage(`/img/${width}/${height}/${mode}/${imagePath}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toContain('max-age=');
    const meta = await sharp(body).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([width, height, 'webp']);
  });

  it('falls back to JPEG for browsers without WebP', async () => {
    const { response, body } = await getImage(`/img/324/489/fit/${imagePath}`, 'image/*');
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(body).metadata()).format).toBe('jpeg');
  });

  it('pads with the studio background when fitting a square into a portrait box', async () => {
    const { body } = await getImage(`/img/324/489/fit/${imagePath}`);
    const { data } = await sharp(body)
      .extract({ left: 160, top: 2, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data].slice(0, 3).every((v, i) => Math.abs(v - [0xf3, 0xf1, 0xed][i]!) < 6)).toBe(true);
  });

  it.each([
    ['/img/0/489/fit/products/test-sofa.webp', /width: Too small/],
    ['/img/abc/489/fit/products/test-sofa.webp', /width: must be a whole number/],
    ['/img/5000/489/fit/products/test-sofa.webp', /width: Too big/],
    ['/img/324/489/stretch/products/test-sofa.webp', /mode: must be one of resize, fit/],
    ['/img/324/489/fit/products/..%2F..%2Fhemma.sqlite', /must be a relative image path|must not contain/],
    ['/img/324/489/fit/products/test.exe', /must be a relative image path/],
    ['/img/324', /Image URLs look like/],
    ['/img/500/500/fit/products/test-sofa.webp', /width, height: 500×500 is not one of the shop's sizes/],
    ['/img/489/324/resize/products/test-sofa.webp', /not one of the shop's sizes \(1240×1240, 620×620/],
  ])('rejects %s with a 400', async (path, message) => {
    const { response, body } = await getImage(path);
    expect(response.status).toBe(400);
    expect(JSON.parse(body.toString()).result).toMatch(message);
  });

  it('serves every size the shop uses, at the size asked', async () => {
    for (const { width, height } of IMAGE_RENDITIONS) {
      const { response, body } = await getImage(`/img/${width}/${height}/resize/${imagePath}`);
      expect(response.status).toBe(200);
      expect(await sharp(body).metadata()).toMatchObject({ width, height });
    }
  });

  it('lets a CDN keep an uploaded picture for good, and others for a week', async () => {
    const upload = 'uploads/0123456789abcdef0123456789abcdef.webp';
    mkdirSync(join(api.imagesDir, 'uploads'), { recursive: true });
    copyFileSync(join(api.imagesDir, imagePath), join(api.imagesDir, upload));
    const uploaded = await getImage(`/img/324/489/fit/${upload}`);
    expect(uploaded.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const seeded = await getImage(`/img/324/489/fit/${imagePath}`);
    expect(seeded.response.headers.get('cache-control')).toBe(
      'public, max-age=604800, stale-while-revalidate=86400',
    );
    expect(seeded.response.headers.get('vary')).toBe('Accept');
  });

  it('answers a missing image with a 404 envelope', async () => {
    const { response, body } = await getImage('/img/324/489/fit/products/no-such-image.webp');
    expect(response.status).toBe(404);
    expect(JSON.parse(body.toString())).toEqual({
      code: 404,
      result: 'Image not found: products/no-such-image.webp',
    });
  });
});
