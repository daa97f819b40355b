import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
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
    expect([...answer.encoded.keys()].sort()).toEqual(['br', 'gzip', 'identity']);
    expect(first.headers.etag).toBe(answer.etag);
    expect(plain.headers.etag).toBe(answer.etag);
  });

  it('answers 304 to its ETag', async () => {
    const response = await app.inject({ url: '/again', headers: { 'if-none-match': answer.etag } });
    expect(response.statusCode).toBe(304);
    expect(response.rawPayload.length).toBe(0);
  });
});
