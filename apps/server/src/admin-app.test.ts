import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdminApp } from './admin-app.ts';

// A stand-in for apps/admin/build: the index, a hashed asset and the icon.
const buildDir = mkdtempSync(join(tmpdir(), 'hemma-admin-build-'));
const INDEX = '<!doctype html><html><head><meta name="robots" content="noindex"></head><body></body></html>';
let app: FastifyInstance;

beforeAll(async () => {
  mkdirSync(join(buildDir, 'assets'));
  writeFileSync(join(buildDir, 'index.html'), INDEX);
  writeFileSync(join(buildDir, 'assets', 'index-abc123.js'), 'console.log("admin")');
  writeFileSync(join(buildDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = Fastify();
  await registerAdminApp(app, { buildDir });
  // The storefront's pages answer everything else in the real host.
  app.get('/*', async () => 'storefront');
});
afterAll(async () => {
  await app.close();
  rmSync(buildDir, { recursive: true, force: true });
});

describe('registerAdminApp', () => {
  it.each(['/admin', '/admin/', '/admin/staff/12', '/admin/audit?entity_type=staff'])(
    'when %s is opened, then the app’s page answers, checked on every visit and never indexed',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    },
  );

  it('serves a hashed asset for a year, and the icon for an hour, neither indexed', async () => {
    const asset = await app.inject({ url: '/admin/assets/index-abc123.js' });
    expect(asset.body).toBe('console.log("admin")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-robots-tag']).toBe('noindex, nofollow');
    const icon = await app.inject({ url: '/admin/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers 404 for an asset that is not there, rather than the page', async () => {
    expect((await app.inject({ url: '/admin/assets/gone-000.js' })).statusCode).toBe(404);
  });

  it('leaves paths that only start like it to the storefront', async () => {
    expect((await app.inject({ url: '/administration' })).body).toBe('storefront');
  });

  it('refuses to start without a build, saying how to make one', async () => {
    await expect(registerAdminApp(Fastify(), { buildDir: join(buildDir, 'missing') })).rejects.toThrow(
      /admin app is not built.*npm run build/,
    );
  });
});
