import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './testing/free-port.ts';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'hemma-workers-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('HEMMA_WORKERS (decision 0018)', () => {
  it('serves the port from two workers after one migration, and stops them all on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: {
        ...process.env,
        HEMMA_WORKERS: '2',
        HEMMA_SERVE: 'api',
        HEMMA_DATA_DIR: dataDir,
        DATABASE_URL: '',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      await expect.poll(() => output, { timeout: 45_000, interval: 200 }).toContain('(2 workers)');
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status)),
      );
      expect(answers).toEqual(Array(8).fill(200));
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 60_000);
});
