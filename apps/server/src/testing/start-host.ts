import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const main = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface TestHost {
  base: string;
  dataDir: string;
  /** What the host printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

function waitFor(output: () => string, done: () => boolean, exited: () => boolean, what: string) {
  return (async () => {
    for (let waited = 0; !done(); waited += 200) {
      if (waited > 90_000 || exited()) throw new Error(`${what}:\n${output()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
}

/**
 * The real host on the real builds (`npm run build`; `npm test` makes them first) in production mode, on a SQLite
 * database of its own: empty, or the demo shop's generated catalogue of `products` products (`--products`, seeded
 * with its images in ~10 s).
 */
export async function startHost(
  options: { products?: number; env?: NodeJS.ProcessEnv } = {},
): Promise<TestHost> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hemma-host-'));
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HEMMA_DATA_DIR: dataDir,
    DATABASE_URL: '',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  let output = '';
  if (options.products !== undefined) {
    const seed = spawn(
      process.execPath,
      ['--import', 'tsx', 'tools/demo-shop/src/seed-cli.ts', '--products', String(options.products)],
      { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    seed.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    seed.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => seed.once('exit', resolve));
    if (code !== 0) throw new Error(`the demo shop was not seeded:\n${output}`);
  }
  const child = spawn(
    process.execPath,
    ['--import', join(root, 'apps/server/src/production-build-hook.mjs'), '--import', 'tsx', main],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await waitFor(
    () => output,
    () => output.includes('Hemma is ready'),
    () => child.exitCode !== null,
    'the host did not start',
  );
  return {
    base: `http://127.0.0.1:${port}`,
    dataDir,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      // Its drain is not what these tests look at: a host still draining after 20 s (a busy machine) is ended.
      const end = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(end);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
