import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressBody, preferredEncoding, windowBits } from './compress.ts';

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
    expect(windowBits(2_000)).toBe(16);
    expect(windowBits(120_000)).toBe(17);
    expect(windowBits(300_000)).toBe(19);
    expect(windowBits(50_000_000)).toBe(22);
    const large = Buffer.from(Array.from({ length: 30_000 }, (_, i) => `<li>Produkt ${i}</li>`).join(''));
    const result = await compressBody(large, 'application/json', 'br');
    expect(brotliDecompressSync(result.body).equals(large)).toBe(true);
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
