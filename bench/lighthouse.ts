// Lighthouse scores (performance, accessibility, best practices, SEO, PWA) and LCP, TBT, CLS, FCP, Speed Index of
// home, a category and a product page; each page `--runs` times (default 3), the median reported.
//   npm run build   (once)
//   BENCH_PORT=3301 npx tsx bench/lighthouse.ts [--runs 3]
// Lighthouse is deliberately not a dependency (it would slow every install): it runs through
// `npx --yes lighthouse@11.7.1` (version 11 still has the PWA category) with its mobile defaults (simulated
// throttling) against the built shop on a fresh seed in E2E_DATA_DIR (default /tmp/bench-offline/lighthouse),
// driving the same Chromium as the journeys (e2e/support/chromium.ts). Failed PWA audits are listed by id.
// Reports go to /tmp/bench-offline/lighthouse-reports, the medians to bench/results/lighthouse.json.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, resolveChromium } from '../e2e/support/chromium.ts';
import { repositoryRoot, samplePages, startServer } from './support/server.ts';

const LIGHTHOUSE = 'lighthouse@11.7.1';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo', 'pwa'] as const;
const METRICS = {
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcp: 'first-contentful-paint',
  si: 'speed-index',
} as const;

const argv = process.argv.slice(2);
const runsArg = argv.indexOf('--runs');
const runs = runsArg >= 0 ? Number(argv[runsArg + 1]) : 3;
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');

process.env.E2E_DATA_DIR ??= '/tmp/bench-offline/lighthouse';
mkdirSync(process.env.E2E_DATA_DIR, { recursive: true });
const reportDir = '/tmp/bench-offline/lighthouse-reports';
mkdirSync(reportDir, { recursive: true });

interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs: { id: string; group?: string }[] }>;
  audits: Record<
    string,
    {
      score: number | null;
      scoreDisplayMode: string;
      numericValue?: number;
      title: string;
      details?: unknown;
    }
  >;
  runtimeError?: { code: string; message: string };
}

function lighthouse(url: string, outputPath: string, chromePath: string): Promise<LighthouseReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        url,
        '--output=json',
        `--output-path=${outputPath}`,
        `--chrome-path=${chromePath}`,
        `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        '--quiet',
      ],
      {
        cwd: repositoryRoot,
        env: { ...process.env, CHROME_PATH: chromePath },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} exited with ${code}`));
      const report = JSON.parse(readFileSync(outputPath, 'utf8')) as LighthouseReport;
      if (report.runtimeError) return reject(new Error(`lighthouse ${url}: ${report.runtimeError.message}`));
      resolve(report);
    });
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const server = await startServer(Number(process.env.BENCH_PORT ?? 3301));
const chromePath = await resolveChromium();
const results: {
  page: string;
  path: string;
  scores: Record<string, number>;
  metrics: Record<string, number>;
  pwaFailed: string[];
}[] = [];
try {
  const pages = (await samplePages(server.baseUrl)).filter((p) => p.budgeted);
  for (const { name, path } of pages) {
    const reports: LighthouseReport[] = [];
    for (let i = 0; i < runs; i++)
      reports.push(
        await lighthouse(`${server.baseUrl}${path}`, join(reportDir, `${name}-${i + 1}.json`), chromePath),
      );
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, median(reports.map((r) => Math.round((r.categories[c]?.score ?? 0) * 100)))]),
    );
    const metrics = Object.fromEntries(
      Object.entries(METRICS).map(([key, id]) => [
        key,
        median(reports.map((r) => r.audits[id]?.numericValue ?? NaN)),
      ]),
    );
    // PWA audits that failed in any run (manual checks are not scored).
    const pwaFailed = [
      ...new Set(
        reports.flatMap((r) =>
          (r.categories.pwa?.auditRefs ?? [])
            .map((ref) => ({ id: ref.id, audit: r.audits[ref.id] }))
            .filter(
              ({ audit }) =>
                audit && audit.scoreDisplayMode !== 'manual' && audit.score !== null && audit.score < 1,
            )
            .map(({ id, audit }) => `${id} (${audit!.title})`),
        ),
      ),
    ];
    // A rebuild while the shop runs leaves it pointing at assets that are gone: such runs do not count.
    const stale = reports.filter((r) =>
      JSON.stringify(r.audits['errors-in-console']?.details ?? {}).includes('/assets/'),
    ).length;
    if (stale > 0)
      console.warn(`⚠ ${name}: ${stale} run(s) failed to load /assets/ scripts (build changed?)`);
    results.push({ page: name, path, scores, metrics, pwaFailed });
  }
} finally {
  // stop() waits for the process's exit, which never comes when it has already gone (e.g. a rebuild under it).
  await Promise.race([server.stop(), new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

console.log(`Lighthouse 11.7.1, mobile (simulated throttling), median of ${runs} runs`);
console.log('page       perf  a11y  best   seo   pwa   LCP ms   TBT ms     CLS   FCP ms    SI ms');
for (const r of results) {
  const s = (c: string) => String(r.scores[c]).padStart(5);
  const ms = (m: string) => r.metrics[m]!.toFixed(0).padStart(8);
  console.log(
    `${r.page.padEnd(9)} ${s('performance')} ${s('accessibility')} ${s('best-practices')} ${s('seo')} ${s('pwa')} ${ms('lcp')} ${ms('tbt')} ${r.metrics.cls!.toFixed(3).padStart(7)} ${ms('fcp')} ${ms('si')}   ${r.path}`,
  );
}
for (const r of results)
  if (r.pwaFailed.length > 0) console.log(`PWA audits failed on ${r.page}:\n  ${r.pwaFailed.join('\n  ')}`);
mkdirSync(join(repositoryRoot, 'bench', 'results'), { recursive: true });
writeFileSync(join(repositoryRoot, 'bench', 'results', 'lighthouse.json'), JSON.stringify(results, null, 2));
