// `npm start`: install if needed, migrate, seed the demo shop when the database is empty, build, serve.
import { spawn } from 'node:child_process';
import {
  ensureDependencies,
  ensureBuilds,
  requireNode,
  root,
  run,
  SERVER_MEMORY_ENV,
  serverArgs,
  step,
  tsxArgs,
} from './lib.mjs';

const started = Date.now();
try {
  requireNode();
  await ensureDependencies();
  const seeded = step('Preparing the database (migrations, demo shop when empty)');
  await run(process.execPath, tsxArgs('tools/demo-shop/src/seed-cli.ts'));
  seeded();
  await ensureBuilds();
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}
console.log(`▸ Starting the server (prepared in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
const server = spawn(process.execPath, serverArgs(), {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...SERVER_MEMORY_ENV,
    NODE_ENV: 'production',
    // The demo shop pays through the sandbox providers ("testläge", decision 0027); a real shop
    // (HEMMA_DEMO_SHOP=0) offers them only when HEMMA_PAYMENT_SANDBOX says so.
    HEMMA_PAYMENT_SANDBOX: ['0', 'false'].includes(process.env.HEMMA_DEMO_SHOP ?? '') ? '' : '1',
    ...process.env,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
