import Fastify from 'fastify';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { SYNC_MAX_BYTES, windowBits } from './compress.ts';
import { EncodedAnswers } from './encoded-answers.ts';
import { prepareAnswer, registerHttpCaching, sendPrepared } from './http-caching.ts';

const json = Buffer.from(
  JSON.stringify({ code: 200, result: { items: Array(200).fill({ name: 'Soffa Lund' }) } }),
);

describe('a prepared answer (issue 32)', () => {
  const app = Fastify();
  const answer = prepareAnswer(json);
  registerHttpCaching(app);
  app.get('/again', async (_request, reply) => sendPrepared(reply, answer));
  afterAll(() => app.close());

  it('is hashed and compressed once per encoding, however often it is sent', async () => {
    const first = await app.inject({ url: '/again', headers: { 'accept-encoding': 'br' } });
    const second = await app.inject({ url: '/again', headers: { 'accept-encoding': 'gzip, br' } });
    const gzip = await app.inject({ url: '/again', headers: { 'accept-encoding': 'gzip' } });
    const plain = await app.inject({ url: '/again' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).equals(json)).toBe(true);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(gunzipSync(gzip.rawPayload).equals(json)).toBe(true);
    expect(plain.rawPayload.equals(json)).toBe(true);
    expect([...answer.forms.keys()].sort()).toEqual(['br', 'gzip', 'identity']);
    expect(first.headers.etag).toBe(answer.etag);
    expect(plain.headers.etag).toBe(answer.etag);
  });

  it('answers 304 to its ETag', async () => {
    const response = await app.inject({ url: '/again', headers: { 'if-none-match': answer.etag } });
    expect(response.statusCode).toBe(304);
    expect(response.rawPayload.length).toBe(0);
  });
});

describe('an answer made per request (issue 32)', () => {
  const app = Fastify();
  let stock = 3;
  let hits = 0;
  const countHit = (hit: boolean) => void (hit && hits++);
  registerHttpCaching(app, new EncodedAnswers(1024 * 1024, countHit));
  app.get('/product', async () => ({
    code: 200,
    result: { sku: 'SOFFA-LUND', stock, media: Array(100).fill({ image: 'soffa-lund.webp' }) },
  }));
  afterAll(() => app.close());
  const encodedHits = () => hits;
  const decoded = (body: Buffer) =>
    (JSON.parse(brotliDecompressSync(body).toString()) as { result: { stock: number } }).result.stock;

  it('is sent in the bytes compressed before when it comes out the same, and compressed anew when it does not', async () => {
    const before = encodedHits();
    const first = await app.inject({ url: '/product', headers: { 'accept-encoding': 'br' } });
    const again = await app.inject({ url: '/product', headers: { 'accept-encoding': 'gzip, br' } });
    expect(encodedHits()).toBe(before + 1);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(decoded(again.rawPayload)).toBe(3);
    stock = 2;
    const changed = await app.inject({ url: '/product', headers: { 'accept-encoding': 'br' } });
    expect(encodedHits()).toBe(before + 1);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect(decoded(changed.rawPayload)).toBe(2);
    const gzip = await app.inject({ url: '/product', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).result.stock).toBe(2);
  });

  it('keeps no more compressed bytes than it is given, the least recently used going first', async () => {
    const small = new EncodedAnswers(8_000, countHit);
    // Bodies that compress to a few hundred bytes each: 40 of them do not fit in 8 kB.
    const body = (n: number) =>
      Buffer.from(
        JSON.stringify(
          Array.from({ length: 200 }, (_, i) => ((i * 7919 + n * 104_729) % 1_000_003).toString(36)),
        ),
      );
    const sizes: number[] = [];
    for (let n = 0; n < 40; n++)
      sizes.push((await small.encode(`W/"${n}"`, body(n), 'application/json', 'br')).body.length);
    expect(sizes.every((size) => size > 300 && size <= 1_000)).toBe(true);
    const before = encodedHits();
    await small.encode('W/"39"', body(39), 'application/json', 'br');
    await small.encode('W/"0"', body(0), 'application/json', 'br');
    expect(encodedHits()).toBe(before + 1);
  });
});

describe('a large answer compressed for the first time (issue 32)', () => {
  // A search answer's size: a first pass at brotli quality 1, the full pass (quality 5) once it is sent again.
  const large = Buffer.from(
    JSON.stringify({
      code: 200,
      result: Array.from({ length: 600 }, (_, i) => ({ sku: `SOFFA-${(i * 7919) % 10_007}`, price: i * 37 })),
    }),
  );
  const brotliAt = (quality: number) =>
    brotliCompressSync(large, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: large.length,
        [constants.BROTLI_PARAM_LGWIN]: windowBits(large.length),
      },
    });

  it('is sent after a fast pass, and in the full pass’s bytes once it is sent again', async () => {
    expect(large.length).toBeGreaterThan(SYNC_MAX_BYTES);
    const app = Fastify();
    const answer = prepareAnswer(large);
    registerHttpCaching(app);
    app.get('/search', async (_request, reply) => sendPrepared(reply, answer));
    const ask = () => app.inject({ url: '/search', headers: { 'accept-encoding': 'br' } });
    const first = await ask();
    expect(first.rawPayload.equals(brotliAt(1))).toBe(true);
    const second = await ask();
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    await answer.passes.get('br');
    const third = await ask();
    expect(third.rawPayload.equals(brotliAt(5))).toBe(true);
    expect(third.rawPayload.length).toBeLessThan(first.rawPayload.length);
    expect(Number(third.headers['content-length'])).toBe(third.rawPayload.length);
    for (const response of [first, third])
      expect(brotliDecompressSync(response.rawPayload).equals(large)).toBe(true);
    await app.close();
  });

  it('made per request, is kept in the fast pass and replaced by the full one when it comes again', async () => {
    const kept = new EncodedAnswers(1024 * 1024);
    const first = await kept.encode('W/"large"', large, 'application/json', 'br');
    expect(first.body.equals(brotliAt(1))).toBe(true);
    expect(first.provisional).toBe(true);
    expect((await kept.encode('W/"large"', large, 'application/json', 'br')).body).toBe(first.body);
    await kept.settled();
    const full = await kept.encode('W/"large"', large, 'application/json', 'br');
    expect(full.body.equals(brotliAt(5))).toBe(true);
    expect(full.provisional).toBeUndefined();
  });
});
