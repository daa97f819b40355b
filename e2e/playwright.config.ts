import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

/** Journeys run against the built app served by the real server on its own database (data/e2e). */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  outputDir: './artifacts/test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  // A journey's limit is there to stop a hang, not to time the shop: on a shared machine under load a long journey
  // (register, order, find the order) has taken 30 s where it takes 10 on a quiet one.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    // A failed journey keeps its trace: the DOM and network at every step, without the screencast. Recording the
    // screencast for every journey cost more than a third of the suite's CPU (three spec files, 2026-12-06: 260–274
    // CPU s with it, 151–184 without, 130 with no trace); the failure's own screenshot is still taken.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `node ../scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${port}/api/health`,
    env: { PORT: String(port) },
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
