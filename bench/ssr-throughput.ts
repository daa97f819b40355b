// Category page SSR throughput and latency at 50 concurrent connections (autocannon), next to the same HTML served
// as a static file by the same server. Prints requests/s, p50/p95/p99 latency and the SSR/static ratio; then the time
// to the first byte and to the last of the page as a browser asks for it (brotli), at the same concurrency.
// ACCEPT_ENCODING=br (or gzip) has the load ask as a browser does: the page in that encoding, the static copy
// precompressed.
import { rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import autocannon from 'autocannon';
import { repositoryRoot, samplePages, startServer } from './support/server.ts';

const connections = Number(process.env.CONNECTIONS ?? 50);
const duration = Number(process.env.DURATION ?? 10);
const acceptEncoding = process.env.ACCEPT_ENCODING ?? '';
const headers: Record<string, string> = {
  accept: 'text/html',
  ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function load(url: string) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration, headers }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** One page as a browser asks for it: milliseconds to its first byte and to its end. */
function timeOne(url: string): Promise<{ first: number; last: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let first = 0;
    const req = httpRequest(
      url,
      { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } },
      (res) => {
        res.once('data', () => (first = performance.now() - started));
        res.on('data', () => {});
        res.once('end', () => resolve({ first, last: performance.now() - started }));
      },
    );
    req.once('error', reject);
    req.end();
  });
}

/** Time to first and last byte at `connections` clients in a closed loop for `seconds`. */
async function firstBytes(url: string, seconds: number) {
  const firsts: number[] = [];
  const lasts: number[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const { first, last } = await timeOne(url);
        firsts.push(first);
        lasts.push(last);
      }
    }),
  );
  firsts.sort((a, b) => a - b);
  lasts.sort((a, b) => a - b);
  return {
    pages: firsts.length,
    firstP50: percentile(firsts, 50),
    firstP95: percentile(firsts, 95),
    lastP50: percentile(lasts, 50),
    lastP95: percentile(lasts, 95),
  };
}

const server = await startServer(Number(process.env.BENCH_PORT ?? 3202));
const staticFile = join(
  repositoryRoot,
  'apps',
  'storefront',
  'build',
  'client',
  'assets',
  '__bench-category.html',
);
try {
  const category = (await samplePages(server.baseUrl)).find((p) => p.name === 'category')!;
  const html = await (await fetch(`${server.baseUrl}${category.path}`)).text();
  writeFileSync(staticFile, html);
  // Served in place of the file when the request accepts it (`preCompressed`), as the build's own assets are.
  writeFileSync(`${staticFile}.br`, brotliCompressSync(html));
  writeFileSync(`${staticFile}.gz`, gzipSync(html, { level: 9 }));
  // Warm up at full concurrency before measuring: a cold server answers its first burst more slowly while the JIT
  // warms up (see README, Benchmarks); this benchmark measures the steady state.
  await autocannon({ url: `${server.baseUrl}${category.path}`, connections, duration: 5, headers });
  await autocannon({
    url: `${server.baseUrl}/assets/__bench-category.html`,
    connections,
    duration: 2,
    headers,
  });
  const ssr = await load(`${server.baseUrl}${category.path}`);
  const staticCopy = await load(`${server.baseUrl}/assets/__bench-category.html`);
  const rows = [
    ['SSR ' + category.path, ssr],
    ['static copy', staticCopy],
  ] as const;
  console.log(
    `${connections} connections, ${duration} s each, HTML ${(html.length / 1000).toFixed(1)} kB, ` +
      `accept-encoding: ${acceptEncoding || 'none'}`,
  );
  console.log('target                         req/s     p50 ms   p95 ms   p99 ms   non-2xx  errors');
  for (const [name, r] of rows) {
    console.log(
      `${name.padEnd(28)} ${r.requestsPerSecond.toFixed(0).padStart(7)} ${r.p50.toFixed(1).padStart(9)} ${r.p95.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${String(r.non2xx).padStart(9)} ${String(r.errors).padStart(7)}`,
    );
  }
  console.log(
    `SSR / static throughput ratio: ${(ssr.requestsPerSecond / staticCopy.requestsPerSecond).toFixed(3)}`,
  );
  const bytes = await firstBytes(`${server.baseUrl}${category.path}`, duration);
  console.log(
    `SSR ${category.path} as a browser asks (brotli), ${connections} connections: first byte p50 ${bytes.firstP50.toFixed(1)} ms, p95 ${bytes.firstP95.toFixed(1)} ms; last byte p50 ${bytes.lastP50.toFixed(1)} ms, p95 ${bytes.lastP95.toFixed(1)} ms (${bytes.pages} pages)`,
  );
  writeFileSync(
    join(repositoryRoot, 'bench', 'results', 'ssr-throughput.json'),
    JSON.stringify({ connections, duration, ssr, static: staticCopy, bytes }, null, 2),
  );
} finally {
  for (const suffix of ['', '.br', '.gz']) rmSync(`${staticFile}${suffix}`, { force: true });
  await server.stop();
}
