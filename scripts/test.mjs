// `npm test`: every test — unit, API over HTTP (SQLite; PostgreSQL too when DATABASE_URL is set), browser journeys.
import { ensureDependencies, ensureBuilds, requireNode, run, step } from './lib.mjs';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
try {
  requireNode();
  await ensureDependencies();
  await ensureBuilds();
  let done = step('Unit and API tests (Vitest)');
  await run(npx, ['vitest', 'run']);
  done();
  done = step('Browser journeys (Playwright, Chromium)');
  await run(npx, ['playwright', 'test', '--config', 'e2e/playwright.config.ts']);
  done();
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}
