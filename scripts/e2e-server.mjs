// Serves the built shop for the browser journeys on its own database: data/e2e/hemma.sqlite is recreated from the
// demo seed on every run (and the mail outbox emptied); rendered images in data/e2e/images are kept between runs.
// E2E_DATA_DIR puts it elsewhere, so that two runs (with different E2E_PORTs) do not share one database.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_MEMORY_ENV, ensureBuilds, root, run, serverArgs, tsxArgs } from './lib.mjs';

const dataDir = process.env.E2E_DATA_DIR ?? join(root, 'data', 'e2e');
for (const suffix of ['', '-wal', '-shm']) rmSync(join(dataDir, `hemma.sqlite${suffix}`), { force: true });
// Mail of earlier runs would carry the same order numbers as this run's.
rmSync(join(dataDir, 'outbox'), { recursive: true, force: true });
const env = {
  ...SERVER_MEMORY_ENV,
  NODE_ENV: 'production',
  ...process.env,
  HEMMA_DATA_DIR: dataDir,
  DATABASE_URL: '',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  // The journeys check every API answer against the contract too (a broken one is a 500 naming the field); the
  // benchmarks that serve the shop through this script turn it off (0), as production has it.
  HEMMA_VALIDATE_RESPONSES: process.env.HEMMA_VALIDATE_RESPONSES ?? '1',
  // The demo shop pays through the sandbox providers (decision 0027).
  HEMMA_PAYMENT_SANDBOX: '1',
  // The webhook journey's receiver listens on 127.0.0.1 over http (decision 0052).
  HEMMA_WEBHOOKS_ALLOW_PRIVATE: '1',
};
// The builds are current when `npm test` starts the journeys; a journey run of its own makes them so.
await ensureBuilds();
await run(process.execPath, tsxArgs('tools/demo-shop/src/seed-cli.ts'), { env });
// E2E_NODE_ARGS: extra Node options for the server process (a benchmark's `--cpu-prof --cpu-prof-dir=…`).
const nodeArgs = (process.env.E2E_NODE_ARGS ?? '').split(' ').filter(Boolean);
const server = spawn(process.execPath, serverArgs(nodeArgs), {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
