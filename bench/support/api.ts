import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { repositoryRoot } from './server.ts';

/** The nearest-rank percentile of sorted latencies. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Resident memory of a process (Linux), in MB. */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
}

export interface RunningApi {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts an API-only process of the shop (HEMMA_SERVE=api) and waits until it answers its health check. It runs as
 * `npm start` runs the server (scripts/start.mjs): its build under plain Node, NODE_ENV=production and the resolve
 * hook that loads React Router's production build, so pages are rendered by React's production builds, not its
 * development ones (before 2026-12-06 the benchmarks measured those: about 1.5× the CPU per page). The demo shop's
 * sandbox payments stay on.
 */
export async function startApiProcess(options: {
  port: number;
  env: NodeJS.ProcessEnv;
  nodeArgs?: string[];
  /** What the process serves (HEMMA_SERVE): the API alone by default, `all` for the storefront's pages too. */
  serve?: 'api' | 'all';
  /** The checkout whose server runs (another commit's, to compare with); this repository by default. */
  cwd?: string;
}): Promise<RunningApi> {
  const cwd = options.cwd ?? repositoryRoot;
  // The hook is there in every checkout since 2026-11-24 (d51320d, the baseline of issue 32).
  const hook = join(cwd, 'apps/server/src/production-build-hook.mjs');
  // A checkout with the server's build (decision 0070) runs it, built now from its sources, under plain Node; an
  // older one runs its TypeScript through tsx, as its own `npm start` did.
  const built = existsSync(join(cwd, 'apps/server/build.mjs'));
  if (built) execFileSync(process.execPath, ['apps/server/build.mjs'], { cwd, stdio: 'inherit' });
  const child = spawn(
    process.execPath,
    [
      // V8's heap settings the shop's start script gives the server (SERVER_NODE_ARGS, scripts/lib.mjs).
      '--heap-growing-percent=50',
      '--max-semi-space-size=8',
      ...(options.nodeArgs ?? []),
      // Flags to try on the server (space-separated; a flag given again wins), e.g. the defaults back to compare:
      // BENCH_SERVER_NODE_ARGS='--max-semi-space-size=16'.
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      ...(built ? ['--enable-source-maps'] : []),
      ...(existsSync(hook) ? ['--import', hook] : []),
      ...(built ? ['apps/server/dist/main.mjs'] : ['--import', 'tsx', 'apps/server/src/main.ts']),
    ],
    {
      cwd,
      env: {
        // glibc's allocator settings the shop's start script gives the server (SERVER_MEMORY_ENV, scripts/lib.mjs).
        MALLOC_MMAP_THRESHOLD_: '131072',
        MALLOC_TRIM_THRESHOLD_: '131072',
        MALLOC_ARENA_MAX: '2',
        NODE_ENV: 'production',
        HEMMA_PAYMENT_SANDBOX: '1',
        ...process.env,
        LOG_LEVEL: 'warn',
        ...options.env,
        HEMMA_SERVE: options.serve ?? 'api',
        PORT: String(options.port),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const baseUrl = `http://127.0.0.1:${options.port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 600) throw new Error('API did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    pid: child.pid!,
    stop: () => new Promise<void>((r) => (child.once('exit', () => r()), child.kill('SIGTERM'))),
  };
}

/** Runs one autocannon load and reports throughput and latency percentiles (ms) of every response. */
export async function measure(options: autocannon.Options): Promise<Record<string, number>> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_c, _s, _b, ms) => latencies.push(ms));
  });
  latencies.sort((a, b) => a - b);
  return {
    'req/s': Math.round(result.requests.average),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
