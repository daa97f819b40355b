// When a page is painted and when it is hydrated, on a slow phone connection (see decision 0044): for each sample page
// (home, a category, a product, search) at a phone's width in Chromium with its slow-4G emulation (150 ms latency,
// 1.6 Mbit/s down, 750 kbit/s up; no service worker, no cache), from navigation start:
//   LCP       the last largest-contentful-paint entry
//   script    when the page asked for its first script
//   hydrated  root's `hemma:hydrated` mark
// medians of `--rounds` (default 5).
//   npm run build   (once)
//   BENCH_PORT=3310 npx tsx bench/slow-4g-paint.ts [--rounds 5] [--width 375] [--against http://127.0.0.1:3521]
// `--against URL` measures a second shop already running on the same data (another build, e.g. the commit before a
// change) in the same rounds, interleaved page by page, so that both see the same machine.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, resolveChromium } from '../e2e/support/chromium.ts';
import { samplePages, startServer } from './support/server.ts';

const argv = process.argv.slice(2);
const option = (name: string) => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
};
const rounds = Number(option('--rounds') ?? 5);
const width = Number(option('--width') ?? 375);
const against = option('--against')?.replace(/\/$/, '');
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds takes a whole number ≥ 1');
if (!Number.isInteger(width) || width < 200) throw new Error('--width takes a width in pixels (≥ 200)');

process.env.E2E_DATA_DIR ??= '/tmp/bench-offline/slow-4g';
const server = await startServer(Number(process.env.BENCH_PORT ?? 3310));
const browser = await chromium.launch({ executablePath: await resolveChromium(), args: CHROMIUM_ARGS });
const shops = [
  { name: 'this', baseUrl: server.baseUrl },
  ...(against ? [{ name: 'against', baseUrl: against }] : []),
];
const pages = (await samplePages(server.baseUrl)).filter((page) => page.budgeted);
const seen = new Map<string, { lcp: number; script: number; hydrated: number }[]>();

async function visit(baseUrl: string, path: string) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    const navigationStart = Date.now();
    let script = Number.NaN;
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (Number.isNaN(script) && pathname.startsWith('/assets/') && pathname.endsWith('.js'))
        script = Date.now() - navigationStart;
    });
    await page.goto(baseUrl + path);
    await page.waitForFunction(() => performance.getEntriesByName('hemma:hydrated').length > 0, null, {
      timeout: 30_000,
    });
    const marks = await page.evaluate(
      () =>
        new Promise<{ lcp: number; hydrated: number; origin: number }>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve({
              lcp: entries[entries.length - 1]!.startTime,
              hydrated: performance.getEntriesByName('hemma:hydrated')[0]!.startTime,
              origin: performance.timeOrigin,
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    // This process saw the request: its time moved onto the page's clock (both are wall clocks on one machine).
    return { lcp: marks.lcp, hydrated: marks.hydrated, script: script + (navigationStart - marks.origin) };
  } finally {
    await context.close();
  }
}

try {
  for (let round = 0; round < rounds; round++)
    for (const { path, name } of pages)
      for (const shop of shops) {
        const key = `${shop.name} ${name}`;
        seen.set(key, [...(seen.get(key) ?? []), await visit(shop.baseUrl, path)]);
      }
} finally {
  await browser.close();
  await server.stop();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]!);
};
console.log(`slow 4G (150 ms, 1.6 Mbit/s), ${width} px, median of ${rounds}; ms from navigation start`);
console.log('shop     page        LCP   script  hydrated');
for (const [key, visits] of seen) {
  const [shop, page] = key.split(' ');
  console.log(
    `${shop!.padEnd(8)} ${page!.padEnd(9)} ${String(median(visits.map((v) => v.lcp))).padStart(6)}` +
      `${String(median(visits.map((v) => v.script))).padStart(9)}${String(median(visits.map((v) => v.hydrated))).padStart(10)}`,
  );
}
