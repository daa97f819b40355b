// Time to a usable home page on a repeat visit, offline (SPEC §7), against the same repeat visit online.
//   npm run build   (once)
//   BENCH_PORT=3300 npx tsx bench/offline-repeat-visit.ts [--runs 10]
// The built shop runs as its own process on a fresh seed in E2E_DATA_DIR (default /tmp/bench-offline/repeat-visit).
// A first visit online (home, a category, a product) installs the service worker and waits until it controls the
// page; then `--runs` new pages in the same browser context open '/' online; then the shop process is stopped (the
// browser's offline emulation does not reach the service worker's own requests, a stopped server does) and the
// context is set offline, and `--runs` new pages open '/' again. Each visit measures from navigation start:
//   DCL       DOMContentLoaded (navigation timing)
//   FCP       first contentful paint (PerformanceObserver 'paint')
//   usable    the header and the first product grid are visible AND the page is hydrated, detected as a shopper
//             would notice it (rather than by root's `hemma:hydrated` mark): the header's menu button answers a
//             click — the page clicks it every 10 ms until React answers with aria-expanded="true".
// and prints p50/p95 of each. Afterwards it checks that the category and product seen online open offline.
// Results also go to bench/results/offline-repeat-visit.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, resolveChromium } from '../e2e/support/chromium.ts';
import { repositoryRoot, samplePages, startServer } from './support/server.ts';

const argv = process.argv.slice(2);
const runsArg = argv.indexOf('--runs');
const runs = runsArg >= 0 ? Number(argv[runsArg + 1]) : 10;
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');

// Its own database and images, so that it does not share data/e2e with a journey run.
process.env.E2E_DATA_DIR ??= '/tmp/bench-offline/repeat-visit';
mkdirSync(process.env.E2E_DATA_DIR, { recursive: true });

interface Visit {
  dcl: number;
  fcp: number;
  header: number;
  grid: number;
  hydrated: number;
  usable: number;
}

/**
 * Installed in every page before its own scripts run: records FCP, the moments the header and the first product
 * grid become visible, and the moment the menu button first answers a click (hydration), in ms from navigation start.
 */
function probe() {
  const marks: Record<string, number> = {};
  (window as unknown as { __bench: Record<string, number> }).__bench = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') marks.fcp ??= entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  const visible = (el: Element | null) => {
    if (!el) return false;
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
  };
  // Every 10 ms (timers, not animation frames: those do not run for a page headless Chromium has not painted yet).
  const timer = setInterval(() => {
    const now = performance.now();
    if (marks.header === undefined && visible(document.querySelector('header'))) marks.header = now;
    if (marks.grid === undefined && visible(document.querySelector('main section ul > li a[href*="/p/"]')))
      marks.grid = now;
    if (marks.hydrated === undefined) {
      const toggle = document.querySelector<HTMLButtonElement>('header button[aria-controls="main-menu"]');
      if (toggle?.getAttribute('aria-expanded') === 'true') marks.hydrated = now;
      else toggle?.click();
    }
    if (marks.header !== undefined && marks.grid !== undefined && marks.hydrated !== undefined)
      clearInterval(timer);
  }, 10);
}

async function visitHome(context: BrowserContext, baseUrl: string): Promise<Visit> {
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/`, { waitUntil: 'domcontentloaded' });
    await page
      .waitForFunction(
        () => {
          const m = (window as unknown as { __bench?: Record<string, number> }).__bench;
          return (
            !!m &&
            m.fcp !== undefined &&
            m.header !== undefined &&
            m.grid !== undefined &&
            m.hydrated !== undefined
          );
        },
        undefined,
        { timeout: 30_000, polling: 50 },
      )
      .catch(async (error: unknown) => {
        const marks = await page.evaluate(() =>
          JSON.stringify((window as unknown as { __bench?: unknown }).__bench),
        );
        throw new Error(`home never became usable (marks so far: ${marks})`, { cause: error });
      });
    const marks = await page.evaluate((): Record<string, number> => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return {
        ...(window as unknown as { __bench: Record<string, number> }).__bench,
        dcl: nav.domContentLoadedEventStart,
      };
    });
    const visit = {
      dcl: marks.dcl!,
      fcp: marks.fcp!,
      // In the layout before the first paint, but seen only from then on.
      header: Math.max(marks.header!, marks.fcp!),
      grid: Math.max(marks.grid!, marks.fcp!),
      hydrated: marks.hydrated!,
    };
    return { ...visit, usable: Math.max(visit.header, visit.grid, visit.hydrated) };
  } finally {
    await page.close();
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const server = await startServer(Number(process.env.BENCH_PORT ?? 3300));
const browser = await chromium.launch({ executablePath: await resolveChromium(), args: CHROMIUM_ARGS });
const visits: Record<'online' | 'offline', Visit[]> = { online: [], offline: [] };
const seenOffline: { page: string; path: string; ok: boolean; detail: string }[] = [];
let serverStopped = false;
try {
  // Home, a category and a product: the pages the service worker keeps for offline visits (not the search page).
  const pages = (await samplePages(server.baseUrl)).filter((p) => p.budgeted && p.name !== 'search');
  const context = await browser.newContext({ locale: 'sv-SE' });
  // tsx compiles with esbuild's keepNames, which wraps the probe's inner functions in `__name(…)`: give the page one.
  await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  await context.addInitScript(probe);

  // First visit: home installs the service worker; once it controls the page, a category and a product are seen.
  const first = await context.newPage();
  await first.goto(`${server.baseUrl}/`);
  const installed = await first.evaluate(() =>
    Promise.race([
      navigator.serviceWorker.ready.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 60_000)),
    ]),
  );
  if (!installed)
    throw new Error('the service worker was not installed within 60 s (is the build complete?)');
  await first.reload();
  await first.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  const headings: Record<string, string> = {};
  for (const { name, path } of pages.filter((p) => p.name !== 'home')) {
    const response = await first.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}`);
    headings[name] = (await first.locator('h1').first().textContent())?.trim() ?? '';
  }
  await first.close();

  for (let i = 0; i < runs; i++) visits.online.push(await visitHome(context, server.baseUrl));

  await server.stop();
  serverStopped = true;
  await context.setOffline(true);
  for (let i = 0; i < runs; i++) visits.offline.push(await visitHome(context, server.baseUrl));

  // The category and the product seen online open offline, with their own heading (not the offline page).
  for (const { name, path } of pages.filter((p) => p.name !== 'home')) {
    const page = await context.newPage();
    try {
      await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'domcontentloaded' });
      const heading = page.locator('h1').first();
      await heading.waitFor({ timeout: 10_000 });
      const text = (await heading.textContent())?.trim() ?? '';
      const ok = text === headings[name] && new URL(page.url()).pathname === path;
      seenOffline.push({ page: name, path, ok, detail: `h1 "${text}"` });
    } catch (error) {
      seenOffline.push({ page: name, path, ok: false, detail: String(error).split('\n')[0]! });
    } finally {
      await page.close();
    }
  }
  await context.close();
} finally {
  await browser.close();
  if (!serverStopped)
    await Promise.race([server.stop(), new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

const fmt = (ms: number) => ms.toFixed(0).padStart(6);
const columns = ['dcl', 'fcp', 'header', 'grid', 'hydrated', 'usable'] as const;
console.log(`home '/' on a repeat visit, ${runs} runs each, ms from navigation start (p50 / p95)`);
console.log(`mode     ${columns.map((c) => c.padStart(15)).join('')}`);
for (const mode of ['online', 'offline'] as const) {
  const cells = columns.map((c) => {
    const values = visits[mode].map((v) => v[c]);
    return `${fmt(percentile(values, 50))} /${fmt(percentile(values, 95))}`.padStart(15);
  });
  console.log(`${mode.padEnd(8)} ${cells.join('')}`);
}
console.log('usable = header and product grid visible and the menu button answers a click (hydrated)');
console.log('seen online, opened offline:');
for (const s of seenOffline) console.log(`  ${s.ok ? '✔' : '✖'} ${s.page.padEnd(9)} ${s.path}  ${s.detail}`);

mkdirSync(join(repositoryRoot, 'bench', 'results'), { recursive: true });
writeFileSync(
  join(repositoryRoot, 'bench', 'results', 'offline-repeat-visit.json'),
  JSON.stringify({ runs, visits, seenOffline }, null, 2),
);
if (seenOffline.some((s) => !s.ok)) process.exit(1);
