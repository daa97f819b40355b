import {
  brotliCompress,
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzip,
  gzipSync,
} from 'node:zlib';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { compressBody, compressOnce, preferredEncoding, SYNC_MAX_BYTES, windowBits } from './compress.ts';

const page = Buffer.from(`<!doctype html><html>${'<p>Soffa Lund 12 995 kr</p>'.repeat(200)}</html>`);

describe('compressBody', () => {
  it('prefers brotli and round-trips the page', async () => {
    const result = await compressBody(page, 'text/html; charset=utf-8', 'gzip, deflate, br');
    expect(result.encoding).toBe('br');
    expect(result.body.length).toBeLessThan(page.length / 5);
    expect(brotliDecompressSync(result.body).equals(page)).toBe(true);
  });

  it('falls back to gzip', async () => {
    const result = await compressBody(page, 'text/html', 'gzip');
    expect(result.encoding).toBe('gzip');
    expect(gunzipSync(result.body).equals(page)).toBe(true);
  });

  it.each([
    ['no accepted encoding', page, 'text/html', undefined],
    ['an unknown encoding', page, 'text/html', 'zstd'],
    ['a small body', Buffer.from('<p>hej</p>'), 'text/html', 'br'],
    ['an image', page, 'image/webp', 'br'],
  ])('sends %s as it is', async (_name, body, type, accept) => {
    const result = await compressBody(body, type, accept);
    expect(result.encoding).toBeUndefined();
    expect(result.body).toBe(body);
  });

  it('sizes the brotli window to the body, and a large body still round-trips', async () => {
    expect(windowBits(1_000)).toBe(10);
    expect(windowBits(2_000)).toBe(11);
    expect(windowBits(60_000)).toBe(16);
    expect(windowBits(120_000)).toBe(17);
    expect(windowBits(300_000)).toBe(19);
    expect(windowBits(50_000_000)).toBe(22);
    const large = Buffer.from(Array.from({ length: 30_000 }, (_, i) => `<li>Produkt ${i}</li>`).join(''));
    const result = await compressBody(large, 'application/json', 'br');
    expect(brotliDecompressSync(result.body).equals(large)).toBe(true);
  });
});

describe('compressBody on and off the event loop', () => {
  /** A JSON answer of about `bytes` bytes, never more. */
  const json = (bytes: number) =>
    Buffer.from(`[${'{"sku":"SOFFA-LUND","price":12995},'.repeat(Math.floor(bytes / 35) - 1)}{}]`);
  const brotliQuality5 = (body: Buffer) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_LGWIN]: windowBits(body.length),
      },
    });

  it.each([
    ['a small answer (compressed on the loop)', json(5_000)],
    ['an answer at the limit', json(SYNC_MAX_BYTES)],
    ['a large answer (compressed on the pool)', json(SYNC_MAX_BYTES * 3)],
  ])('%s gets the bytes of brotli at quality 5 and gzip at level 6', async (_name, body) => {
    expect(JSON.parse(body.toString())).toBeInstanceOf(Array);
    expect((await compressBody(body, 'application/json', 'br')).body.equals(await brotliQuality5(body))).toBe(
      true,
    );
    expect(
      (await compressBody(body, 'application/json', 'gzip')).body.equals(
        await promisify(gzip)(body, { level: 6 }),
      ),
    ).toBe(true);
  });
});

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['gzip', 'gzip'],
    ['deflate, zstd', null],
    ['brotli-ish', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (accept, expected) => {
    expect(preferredEncoding(accept)).toBe(expected);
  });
});

describe('compressOnce', () => {
  const answer = Buffer.from(
    JSON.stringify({
      code: 200,
      result: { item_id: 7, sku: 'SOFFA-LUND-3', qty: 2, name: 'Soffa Lund 3-sits', price: 12995 },
      meta: {
        totals: { items: Array.from({ length: 40 }, (_, i) => ({ item_id: i, name: `Stol Fjäll ${i}` })) },
      },
    }),
  );

  it('makes the fast pass of an answer sent once: brotli quality 1, gzip level 1, at once on the event loop', () => {
    const br = compressOnce(answer, 'application/json; charset=utf-8', 'gzip, br');
    if (br instanceof Promise) throw new Error('a small answer is compressed on the event loop');
    expect(br.encoding).toBe('br');
    expect(br.provisional).toBeUndefined();
    const fast = brotliCompressSync(answer, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 1,
        [constants.BROTLI_PARAM_SIZE_HINT]: answer.length,
        [constants.BROTLI_PARAM_LGWIN]: windowBits(answer.length),
      },
    });
    expect(br.body.equals(fast)).toBe(true);
    expect(brotliDecompressSync(br.body).equals(answer)).toBe(true);
    const gzipped = compressOnce(answer, 'application/json', 'gzip');
    if (gzipped instanceof Promise) throw new Error('a small answer is compressed on the event loop');
    expect(gzipped.body.equals(gzipSync(answer, { level: 1 }))).toBe(true);
    expect(compressOnce(Buffer.from('{"code":200}'), 'application/json', 'br')).toEqual({
      body: Buffer.from('{"code":200}'),
    });
  });

  it('compresses a large answer on the pool', async () => {
    const large = Buffer.from(JSON.stringify(Array.from({ length: 20_000 }, (_, i) => ({ sku: `P-${i}` }))));
    const made = compressOnce(large, 'application/json', 'br');
    expect(made).toBeInstanceOf(Promise);
    expect(brotliDecompressSync((await made).body).equals(large)).toBe(true);
  });
});
