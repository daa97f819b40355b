import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directives, expectAllowedByHash } from './testing/page-policy.ts';
import { startHost, type TestHost } from './testing/start-host.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

// The real host on the real builds (`npm run build`; `npm test` makes them first): pages, files and the back office.
let host: TestHost;
let base = '';

beforeAll(async () => {
  host = await startHost();
  base = host.base;
}, 90_000);
afterAll(async () => {
  await host?.stop();
}, 60_000);

function expectCommonHeaders(headers: Headers, frameOptions = 'DENY'): void {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy')).toContain('geolocation=()');
  expect(headers.get('x-frame-options')).toBe(frameOptions);
  expect(headers.get('strict-transport-security')).toBeNull();
}

/** Every inline script of the page (not a data block such as JSON-LD) carries the policy's nonce. */
function expectNoncedScripts(html: string, scriptSources: string[]): void {
  const nonce = scriptSources.find((source) => source.startsWith("'nonce-"))!.slice("'nonce-".length, -1);
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)]
    .map((match) => match[1]!)
    .filter((attributes) => !attributes.includes('application/ld+json'));
  expect(inline.length).toBeGreaterThan(0);
  for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
}

describe('security headers of the host (decision 0024)', () => {
  it.each(['/checkout', '/no-such-page'])(
    'a storefront page rendered for one answer (%s): scripts from the shop or with its own nonce, never unsafe-inline',
    async (path) => {
      // One after the other: guest requests of one URL that arrive together share its one render (decision 0031).
      const first = await fetch(`${base}${path}`);
      const second = await fetch(`${base}${path}`);
      expect(first.headers.get('content-type')).toContain('text/html');
      expect(first.headers.get('x-hemma-cache')).toBeNull();
      expectCommonHeaders(first.headers);
      const csp = directives(first.headers.get('content-security-policy'));
      const scripts = csp.get('script-src')!;
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).toContain("'self'");
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('frame-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expectNoncedScripts(await first.text(), scripts);
      expect(second.headers.get('content-security-policy')).not.toBe(
        first.headers.get('content-security-policy'),
      );
    },
  );

  it('a kept page: no nonce shared by its copies, its own inline scripts and style allowed by hash', async () => {
    // Every guest gets the same copy of the home page for up to 65 minutes, on every node (decisions 0031, 0032): a
    // nonce in its policy would be known to all of them, so the policy names the hashes of what its render wrote.
    const answers = [await fetch(`${base}/`), await fetch(`${base}/`)];
    expect(['MISS', 'HIT']).toContain(answers[0]!.headers.get('x-hemma-cache'));
    expect(answers[1]!.headers.get('x-hemma-cache')).toBe('HIT');
    const [first, second] = await Promise.all(answers.map((answer) => answer.text()));
    expect(second).toBe(first);
    for (const [i, answer] of answers.entries()) {
      expectCommonHeaders(answer.headers);
      expectAllowedByHash([first, second][i]!, answer.headers.get('content-security-policy'));
      const csp = directives(answer.headers.get('content-security-policy'));
      expect(csp.get('script-src')).toContain("'self'");
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
    }
  });

  it('the storefront’s files: the service worker may fetch from the shop; other files load nothing', async () => {
    const worker = await fetch(`${base}/service-worker.js`);
    expect(worker.status).toBe(200);
    expectCommonHeaders(worker.headers);
    expect(directives(worker.headers.get('content-security-policy')).get('default-src')).toEqual(["'self'"]);
    const asset = readdirSync(join(root, 'apps/storefront/build/client/assets')).find((f) =>
      f.endsWith('.css'),
    );
    for (const path of [`/assets/${asset}`, '/manifest.webmanifest', '/favicon.svg', '/robots.txt']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expectCommonHeaders(response.headers);
      expect(directives(response.headers.get('content-security-policy')).get('default-src')).toEqual([
        "'none'",
      ]);
    }
  });

  it('the offline page: its own inline style and script allowed by hash, compressed or not', async () => {
    for (const encoding of ['br', 'identity']) {
      const response = await fetch(`${base}/offline.html`, { headers: { 'accept-encoding': encoding } });
      expect(response.status).toBe(200);
      expectCommonHeaders(response.headers);
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('script-src')).toHaveLength(1);
      expect(csp.get('script-src')![0]).toMatch(/^'sha256-/);
      expect(csp.get('style-src')![0]).toMatch(/^'sha256-/);
    }
  });

  it.each(['/admin', '/admin/products', `/admin/assets/${'x'}`])('the back office (%s)', async (path) => {
    const url =
      path === '/admin/assets/x'
        ? `/admin/assets/${readdirSync(join(root, 'apps/admin/build/assets')).find((f) => f.endsWith('.js'))}`
        : path;
    const response = await fetch(`${base}${url}`);
    expect(response.status).toBe(200);
    expectCommonHeaders(response.headers);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    if (url.endsWith('.js')) return;
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('worker-src')).toEqual(["'none'"]);
  });

  it('the API on the same host', async () => {
    const response = await fetch(`${base}/api/health`);
    expectCommonHeaders(response.headers);
    expect(directives(response.headers.get('content-security-policy')).get('default-src')).toEqual([
      "'none'",
    ]);
  });
});
