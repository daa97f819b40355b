import { createHash, randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { CachedPage } from '../page-cache.ts';
import { connectRedis } from './link.ts';
import { sharedPages } from './shared-pages.ts';

// The page cache's shared level (decision 0032) on a real Redis: a page is used only when no purge of its keys came
// after the render began, whatever order the render, the purge and the store happened in.
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379/5';
const prefix = `hemma-test-${randomBytes(4).toString('hex')}:`;
const link = connectRedis(REDIS_URL, { prefix, log: { warn: () => {} } });
const ready = await new Promise<boolean>((resolve) => {
  link.commands.once('ready', () => resolve(true));
  setTimeout(() => resolve(false), 2_000);
});
if (!ready)
  console.warn(
    `\n\n  ⚠⚠⚠  SKIPPED: no Redis answers at ${REDIS_URL} (set REDIS_TEST_URL). Shared pages NOT tested.  ⚠⚠⚠\n\n`,
  );

const page = (key: string, tags: string[]): CachedPage => ({
  key,
  url: '/c/soffor',
  status: 200,
  headers: [['content-type', 'text/html; charset=utf-8']],
  body: Buffer.from(`<html>${key}</html>`),
  encoded: {},
  etag: 'W/"x"',
  inline: { scriptHashes: ['sha256-c2NyaXB0'], styleHashes: ['sha256-c3R5bGU='] },
  tags,
  renderedAt: Date.now(),
  purged: false,
});

async function stored(key: string): Promise<CachedPage | null> {
  // Fire-and-forget writes on the same connection are done before a later read answers.
  return shared.get(key);
}

const shared = sharedPages(link, { lifetimeMs: 60_000, maxBytes: 1_000_000 });

afterAll(async () => {
  if (ready) {
    const keys = await link.commands.keys(`${prefix}*`);
    if (keys.length > 0) await link.commands.del(...keys);
  }
  await link.close();
});

describe.skipIf(!ready)('the shared page level', () => {
  it('keeps a page with its headers, the hashes its policy allows and keys for every node', async () => {
    const clock = (await shared.clock())!;
    shared.put(page('http://shop|/a', ['p:A', 'lists']), clock);
    expect(await stored('http://shop|/a')).toMatchObject({
      url: '/c/soffor',
      inline: { scriptHashes: ['sha256-c2NyaXB0'], styleHashes: ['sha256-c3R5bGU='] },
      tags: ['p:A', 'lists'],
      body: Buffer.from('<html>http://shop|/a</html>'),
    });
    expect(await stored('http://shop|/other')).toBeNull();
  });

  it('drops a page whose render began before a purge of one of its keys, even when stored after it', async () => {
    const clock = (await shared.clock())!;
    shared.markPurged(['p:B']);
    shared.put(page('http://shop|/b', ['p:B', 'c:7']), clock);
    expect(await stored('http://shop|/b')).toBeNull();
    // Other keys, and renders that began after the purge, are not touched.
    shared.put(page('http://shop|/c', ['p:C']), clock);
    expect(await stored('http://shop|/c')).not.toBeNull();
    shared.put(page('http://shop|/b', ['p:B', 'c:7']), (await shared.clock())!);
    expect(await stored('http://shop|/b')).not.toBeNull();
  });

  it('does not use a page a node stored with a nonce instead of hashes (before decision 0031’s addendum)', async () => {
    const key = 'http://shop|/old';
    const header = Buffer.from(
      JSON.stringify({
        key,
        url: '/old',
        status: 200,
        headers: [],
        etag: 'W/"o"',
        nonce: 'n0nce',
        tags: ['p:O'],
        renderedAt: Date.now(),
        clock: (await shared.clock())!,
      }),
    );
    const length = Buffer.alloc(4);
    length.writeUInt32BE(header.length, 0);
    await link.commands.set(
      `${prefix}page:${createHash('sha1').update(key).digest('base64url')}`,
      Buffer.concat([length, header, Buffer.from('<html>old</html>')]),
      'PX',
      60_000,
    );
    expect(await stored(key)).toBeNull();
  });

  it('drops every page at a purge of all', async () => {
    shared.put(page('http://shop|/d', ['p:D']), (await shared.clock())!);
    shared.markPurged(['all']);
    expect(await stored('http://shop|/d')).toBeNull();
  });
});
