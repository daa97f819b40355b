import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { AdminProductInput, UploadedImage } from '@hemma/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPlugin } from '../src/http/api-plugin.ts';
import { createFileOutbox } from '../src/modules/mail/mail-transport.ts';
import { copyFolderToStore } from '../src/modules/media/copy-folder.ts';
import { createMediaStore, readS3MediaEnv } from '../src/modules/media/media-settings.ts';
import { loginOwner, type AdminClient } from './support/admin-client.ts';
import { picture, upload } from './support/admin-pictures.ts';
import { useTestApi, type TestApi } from './support/test-api.ts';

/**
 * Pictures in an S3-compatible bucket (decision 0053), against s3rver, an S3 emulator from npm, over real HTTP. Two
 * API nodes share the database and the bucket, each with its own local rendition cache. The bucket is looked at
 * through the AWS SDK, not through the shop's code.
 */
const BUCKET = 'hemma-media';
const api = useTestApi();
const dir = mkdtempSync(join(tmpdir(), 'hemma-media-s3-'));
const emulators: S3rver[] = [];
const apps: FastifyInstance[] = [];
let endpoint = '';
let bucket: S3Client;

async function startEmulator(name: string): Promise<string> {
  const emulator = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(dir, name),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  emulators.push(emulator);
  const { port } = await emulator.run();
  return `http://127.0.0.1:${port}`;
}

/** The environment an operator would write, read as the server reads it. */
const s3Env = (at: string, name = BUCKET) => ({
  HEMMA_MEDIA_S3_BUCKET: name,
  HEMMA_MEDIA_S3_REGION: 'us-east-1',
  HEMMA_MEDIA_S3_ENDPOINT: at,
  HEMMA_MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
  HEMMA_MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
});

/** An API node on the test database with its pictures in the bucket, and a rendition cache of its own. */
async function startNode(env: Record<string, string>, logLines?: string[]): Promise<{ url: string }> {
  const { s3, problems } = readS3MediaEnv(env);
  expect(problems).toEqual([]);
  const own = mkdtempSync(join(dir, 'node-'));
  const app = Fastify({
    logger: logLines
      ? { level: 'warn', stream: { write: (line: string) => void logLines.push(line) } }
      : false,
  });
  apps.push(app);
  await app.register(apiPlugin, {
    db: api.handle.db,
    imagesDir: join(own, 'unused-folder'),
    media: createMediaStore({ imagesDir: join(own, 'unused-folder'), s3 }),
    imageCacheDir: join(own, 'cache'),
    uploadDir: join(own, 'uploads'),
    mail: createFileOutbox(join(own, 'outbox'), 'Hemma <order@hemma.example>'),
    validateResponses: true,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return { url: `http://127.0.0.1:${address.port}` };
}

async function keys(): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

async function getImage(base: string, path: string) {
  const response = await fetch(`${base}${path}`, { headers: { accept: 'image/webp,*/*' } });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

beforeAll(async () => {
  endpoint = await startEmulator('main');
  bucket = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
});

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const emulator of emulators) await emulator.close().catch(() => {});
  bucket?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('the picture settings (decision 0053)', () => {
  it('names the variable to fix: a bucket without a region, one key without the other, settings without a bucket', () => {
    expect(readS3MediaEnv({}).s3).toBeNull();
    expect(readS3MediaEnv({ HEMMA_MEDIA_S3_BUCKET: 'hemma-media' }).problems).toEqual([
      expect.stringMatching(/^HEMMA_MEDIA_S3_REGION: required with HEMMA_MEDIA_S3_BUCKET/),
    ]);
    const half = readS3MediaEnv({ ...s3Env('http://minio:9000'), HEMMA_MEDIA_S3_SECRET_ACCESS_KEY: '' });
    expect(half.problems).toEqual([
      'HEMMA_MEDIA_S3_SECRET_ACCESS_KEY: required with HEMMA_MEDIA_S3_ACCESS_KEY_ID',
    ]);
    expect(
      readS3MediaEnv({
        HEMMA_MEDIA_S3_BUCKET: 'Bad_Name',
        HEMMA_MEDIA_S3_REGION: 'x',
        HEMMA_MEDIA_S3_ENDPOINT: 'minio',
      }).problems,
    ).toEqual([
      expect.stringMatching(/^HEMMA_MEDIA_S3_BUCKET: "Bad_Name" is not a bucket name/),
      expect.stringMatching(/^HEMMA_MEDIA_S3_ENDPOINT: must be an http/),
    ]);
    expect(readS3MediaEnv({ HEMMA_MEDIA_S3_REGION: 'eu-north-1' }).problems).toEqual([
      expect.stringMatching(/^HEMMA_MEDIA_S3_BUCKET: required with HEMMA_MEDIA_S3_REGION/),
    ]);
    // Without keys: the SDK's default credential chain.
    const { s3 } = readS3MediaEnv({
      HEMMA_MEDIA_S3_BUCKET: 'hemma-media',
      HEMMA_MEDIA_S3_REGION: 'eu-north-1',
    });
    expect(s3).toEqual({ bucket: 'hemma-media', region: 'eu-north-1' });
  });

  it('does not start on a bucket that does not exist, and says which', async () => {
    await expect(startNode(s3Env(endpoint, 'no-such-bucket'))).rejects.toThrow(
      /^HEMMA_MEDIA_S3_BUCKET: the bucket "no-such-bucket" does not exist in s3:\/\/no-such-bucket at http/,
    );
  });
});

describe('pictures in the bucket, shared by two nodes', () => {
  let first: { url: string };
  let second: { url: string };
  let owner: AdminClient;
  let file = '';

  beforeAll(async () => {
    [first, second] = [await startNode(s3Env(endpoint)), await startNode(s3Env(endpoint))];
  });

  it('keeps an upload in the bucket, and its renditions, made once for every node', async () => {
    owner = await loginOwner({ ...api, baseUrl: first.url } as TestApi);
    const uploaded = await upload(owner, await picture('#3A5A40'));
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    file = (uploaded.body.result as UploadedImage).file;
    expect(file).toMatch(/^uploads\/[0-9a-f]{32}\.webp$/);
    expect(await keys()).toEqual([file]);

    const url = `/img/324/489/fit/${file}`;
    const made = await getImage(first.url, url);
    expect(made.response.status).toBe(200);
    expect(made.response.headers.get('content-type')).toBe('image/webp');
    expect(made.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(made.body).metadata()).toMatchObject({ width: 324, height: 489, format: 'webp' });
    const rendition = `renditions/324x489-fit-webp/${file}.webp`;
    expect(await keys()).toEqual([rendition, file]);

    // The second node has no rendition of its own: it must take the bucket's rather than render again. The bucket's
    // copy is swapped for a marker picture first, so only a node that read it can answer the marker.
    const marker = await sharp({ create: { width: 324, height: 489, channels: 3, background: '#FF0000' } })
      .webp()
      .toBuffer();
    await bucket.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: rendition, Body: marker, ContentType: 'image/webp' }),
    );
    const taken = await getImage(second.url, url);
    expect(taken.response.status).toBe(200);
    expect(taken.body.equals(marker)).toBe(true);
    expect(taken.response.headers.get('last-modified')).toBe(made.response.headers.get('last-modified'));
    expect(taken.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The first node serves its local cache, as before: the bucket is not asked for the rendition again.
    expect((await getImage(first.url, url)).body.equals(made.body)).toBe(true);
    expect(await keys()).toEqual([rendition, file]);
  });

  it('lets a product show a picture the bucket has, and no other', async () => {
    const product = (sku: string, picture: string): AdminProductInput => ({
      sku,
      type_id: 'simple',
      name: `Bild ${sku}`,
      tax_class_id: 2,
      price: 495,
      images: [{ file: picture, label: 'Bild' }],
    });
    const shown = await owner.send('POST', '/api/admin/products', product('S3-BILD-1', file));
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    const refused = await owner.send(
      'POST',
      '/api/admin/products',
      product('S3-BILD-2', 'uploads/none.webp'),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.result).toMatch(/images\.0\.file: no image uploads\/none\.webp: upload it first/);
  });

  it('copies a folder of pictures into the bucket once (the demo seed, a move), streaming each file', async () => {
    const folder = join(dir, 'pictures');
    mkdirSync(join(folder, 'banners'), { recursive: true });
    writeFileSync(join(folder, 'banners', 'hero-1.webp'), await picture('#112233'));
    writeFileSync(join(folder, 'banners', 'hero-2.webp.123.tmp'), 'half written');
    const store = createMediaStore({ imagesDir: folder, s3: readS3MediaEnv(s3Env(endpoint)).s3 });
    expect(await copyFolderToStore(folder, store)).toEqual({
      copied: 1,
      present: 0,
      skipped: ['banners/hero-2.webp.123.tmp'],
    });
    expect(await keys()).toContain('banners/hero-1.webp');
    expect((await copyFolderToStore(folder, store)).present).toBe(1);
    expect((await getImage(second.url, '/img/324/489/fit/banners/hero-1.webp')).response.status).toBe(200);
  });

  it('answers 404 for a picture the bucket does not have, and for its renditions as sources', async () => {
    const missing = await getImage(first.url, '/img/324/489/fit/products/no-such-image.webp');
    expect(missing.response.status).toBe(404);
    expect(JSON.parse(missing.body.toString())).toEqual({
      code: 404,
      result: 'Image not found: products/no-such-image.webp',
    });
    const inner = await getImage(first.url, `/img/324/489/fit/renditions/324x489-fit-webp/${file}.webp`);
    expect(inner.response.status).toBe(404);
  });
});

describe('a bucket that stops answering', () => {
  it('answers 503 and logs the failure, and the node goes on', async () => {
    const lines: string[] = [];
    const node = await startNode(s3Env(await startEmulator('closing')), lines);
    await emulators.at(-1)!.close();
    const { response, body } = await getImage(node.url, '/img/324/489/fit/products/any.webp');
    expect(response.status).toBe(503);
    // The caller is told no more than that; the log says which call, key and store, and what failed.
    expect(JSON.parse(body.toString())).toEqual({
      code: 503,
      result: 'The picture store is unavailable; try again in a moment',
    });
    expect(lines.join('\n')).toMatch(
      /HeadObject products\/any\.webp in s3:\/\/hemma-media at http:\/\/127\.0\.0\.1:\d+ failed: .*ECONNREFUSED/,
    );
    expect((await fetch(`${node.url}/api/health`)).status).toBe(200);
  });
});
