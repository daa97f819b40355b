import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './testing/free-port.ts';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'hemma-operations-'));
const stops: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const stop of stops) await stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the host process with the environment given, and waits for its ready line. */
async function startServer(
  env: Record<string, string>,
  readyLine = 'Hemma is ready',
  log?: (output: string) => void,
): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      HEMMA_DATA_DIR: dataDir,
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    log?.(output);
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  stops.push(() => (child.kill('SIGTERM'), exited));
  await expect.poll(() => output, { timeout: 45_000, interval: 200 }).toContain(readyLine);
  return `http://127.0.0.1:${port}`;
}

describe('operations endpoints on every process kind (decision 0030)', () => {
  let api = '';

  it('an API process: alive, ready with its database migrated, request ids, metrics for this machine', async () => {
    api = await startServer({ HEMMA_SERVE: 'api' });
    const health = await fetch(`${api}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const ready = await fetch(`${api}/readyz`, { headers: { 'x-request-id': 'lb-check.42' } });
    expect(ready.status).toBe(200);
    expect(ready.headers.get('x-request-id')).toBe('lb-check.42');
    expect(await ready.json()).toMatchObject({ status: 'ready', checks: { database: { ok: true } } });
    // A header that is no plain token is not echoed into the logs and answers: a new id instead.
    const odd = await fetch(`${api}/api/health`, { headers: { 'x-request-id': 'a b'.repeat(3) } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await fetch(`${api}/api/health`)).status).toBe(200);
    // A HEAD of a GET route counts once, under HEAD; a path no route matches, as `unmatched`.
    expect((await fetch(`${api}/api/health`, { method: 'HEAD' })).status).toBe(200);
    expect((await fetch(`${api}/no-such-path`)).status).toBe(404);
    // A reused answer (a search's, written to the socket without the per-answer hooks, issue 32) carries its id too,
    // and is counted (the start has asked one search already).
    const searches = async () =>
      Number(
        (await (await fetch(`${api}/metrics`)).text()).match(
          /hemma_http_requests_total\{method="GET",route="\/api\/catalog\/products",status="200"\} (\d+)/,
        )?.[1] ?? 0,
      );
    const searchesBefore = await searches();
    for (const id of ['search-1', 'search-2']) {
      const search = await fetch(`${api}/api/catalog/products?size=2`, { headers: { 'x-request-id': id } });
      expect(search.status).toBe(200);
      expect(search.headers.get('x-request-id')).toBe(id);
    }

    const metrics = await fetch(`${api}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toContain('text/plain');
    const text = await metrics.text();
    expect(text).toMatch(/hemma_http_requests_total\{method="GET",route="\/api\/health",status="200"\} 2\n/);
    expect(text).toMatch(/hemma_http_requests_total\{method="HEAD",route="\/api\/health",status="200"\} 1\n/);
    expect(text).toMatch(/hemma_http_requests_total\{method="GET",route="unmatched",status="404"\} 1\n/);
    expect(text).toMatch(
      /hemma_http_request_duration_seconds_count\{method="HEAD",route="\/api\/health"\} 1\n/,
    );
    expect(await searches()).toBe(searchesBefore + 2);
    expect(text).toContain('hemma_http_request_duration_seconds_bucket');
    expect(text).toContain('hemma_processes 1');
    // Relayed by a proxy: not this machine's operator, so no metrics without the token.
    const relayed = await fetch(`${api}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(relayed.status).toBe(403);
  }, 60_000);

  it('a storefront-only process: alive, and ready exactly when its API is', async () => {
    const lonely = await startServer({ HEMMA_SERVE: 'storefront', HEMMA_API_URL: 'http://127.0.0.1:1' });
    expect((await fetch(`${lonely}/healthz`)).status).toBe(200);
    const notReady = await fetch(`${lonely}/readyz`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toMatchObject({ status: 'not ready', checks: { api: { ok: false } } });
    const served = await startServer({ HEMMA_SERVE: 'storefront', HEMMA_API_URL: api });
    expect(await (await fetch(`${served}/readyz`)).json()).toMatchObject({ checks: { api: { ok: true } } });
  }, 90_000);

  it('with a metrics token, /metrics asks everyone for it; request logs are JSON lines', async () => {
    const token = 'metrics-token-for-the-test';
    let output = '';
    const base = await startServer(
      { HEMMA_SERVE: 'api', HEMMA_METRICS_TOKEN: token, HEMMA_REQUEST_LOG: '1', LOG_LEVEL: 'info' },
      'Hemma is ready',
      (text) => (output = text),
    );
    await fetch(`${base}/api/health?token=secret`, { headers: { 'x-request-id': 'trace-7' } });
    await expect.poll(() => output).toContain('"reqId":"trace-7"');
    const line = JSON.parse(output.split('\n').find((l) => l.includes('"reqId":"trace-7"'))!) as object;
    expect(line).toMatchObject({ msg: 'request', path: '/api/health', route: '/api/health', status: 200 });
    expect(output).not.toContain('secret');
    await fetch(`${base}/api/catalog/products?size=2`, { headers: { 'x-request-id': 'search-7' } });
    await fetch(`${base}/api/catalog/products?size=2`, { headers: { 'x-request-id': 'search-8' } });
    await expect.poll(() => output).toContain('"reqId":"search-8"');
    const search = JSON.parse(output.split('\n').find((l) => l.includes('"reqId":"search-8"'))!) as object;
    expect(search).toMatchObject({ msg: 'request', route: '/api/catalog/products', status: 200 });
    expect((await fetch(`${base}/metrics`)).status).toBe(403);
    const wrong = await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(403);
    const right = await fetch(`${base}/metrics`, {
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.9' },
    });
    expect(right.status).toBe(200);
  }, 60_000);

  it('with two workers, one scrape sums both', async () => {
    const base = await startServer({ HEMMA_SERVE: 'api', HEMMA_WORKERS: '2' }, '(2 workers)');
    await Promise.all(Array.from({ length: 10 }, () => fetch(`${base}/healthz`)));
    const text = await (await fetch(`${base}/metrics`)).text();
    expect(text).toContain('hemma_processes 2');
    expect(text).toMatch(/hemma_http_requests_total\{method="GET",route="\/healthz",status="200"\} 10/);
  }, 60_000);
});
