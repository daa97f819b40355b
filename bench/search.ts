// Search latency and throughput (ADR 0009): text queries with facets and category listings with 3 filters, at 1 and
// 32 concurrent clients, on benchmark shops of 10k and 100k products, plus the API process's RSS.
//   HEMMA_DATA_DIR=data/bench-10k npm run db:seed -- --products 10000   (once; same for 100k)
//   npx tsx bench/search.ts [--shops 10k,100k] [--duration 10] [--size 24] [--unique] [--cpu-prof DIR] [--workers N]
//                           [--port 3550] [--baseline DIR [--rounds 3]]
// --workers runs the API as N processes sharing the port (HEMMA_WORKERS); RSS is then the primary's only.
// --unique gives every request its own price range upper bound (a kroner more each time), so that no two requests
// share a cached search answer (decision 0011): the cost of a cache miss, i.e. of queries nobody asked before.
// `cpu ms/req` is the API process's CPU time (user + system, /proc/<pid>/stat) over the run divided by the answered
// requests: unlike req/s it hardly depends on what else the machine runs. With --workers it is the primary's only.
// --baseline DIR also starts the API of another checkout (DIR, e.g. `git worktree add /tmp/hemma-base main`
// && npm ci there) on the same shop and alternates the measured runs between the two, --rounds times each: on a
// shared machine the comparison is then made under the same load. Its rows say `baseline`.
// --cpu-prof writes a V8 CPU profile of the API process into DIR (open it in Chrome DevTools or speedscope).
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { measure, rssMb, startApiProcess } from './support/api.ts';
import { repositoryRoot } from './support/server.ts';

const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? (argv[i + 1] ?? fallback) : fallback;
};
const shops = arg('shops', '10k,100k').split(',');
const duration = Number(arg('duration', '10'));
const workers = arg('workers', '1');
const PAGE = `size=${arg('size', '24')}`;
const cpuProfDir = arg('cpu-prof', '');
const unique = argv.includes('--unique');
const firstPort = Number(arg('port', '3550'));
const baselineDir = arg('baseline', '');
const rounds = Number(arg('rounds', baselineDir ? '3' : '1'));

/** CPU time (user + system) a process has used so far, in ms (Linux). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  // utime and stime are fields 14 and 15 of stat, 12 and 13 after the pid and the name are cut off.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

// Counted over all runs, so that with --unique the warm-up's paths do not come back in a measured run.
let next = 0;

/** The path of the n-th request; with --unique no two are equal (see above). */
function nth(paths: string[], n: number): string {
  const path = paths[n % paths.length]!;
  if (!unique) return path;
  return /price=\d+-\d+/.test(path)
    ? path.replace(/price=(\d+)-(\d+)/, (_, from: string, to: string) => `price=${from}-${Number(to) + n}`)
    : `${path}&price=0-${1_000_000 + n}`;
}

const startApi = (dataDir: string, port: number, cwd?: string) =>
  startApiProcess({
    port,
    cwd,
    env: { HEMMA_DATA_DIR: dataDir, DATABASE_URL: '', HEMMA_WORKERS: workers },
    nodeArgs: cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [],
  });

async function load(api: { baseUrl: string; pid: number }, paths: string[], connections: number) {
  let answered = 0;
  const cpuBefore = cpuMs(api.pid);
  const figures = await measure({
    url: api.baseUrl,
    connections,
    duration,
    requests: [
      {
        setupRequest: (req) => ({ ...req, path: nth(paths, next++) }),
        onResponse: () => void answered++,
      },
    ],
  });
  const perRequest = (cpuMs(api.pid) - cpuBefore) / Math.max(1, answered);
  return { ...figures, 'cpu ms/req': Math.round(perRequest * 100) / 100 };
}

async function scenarios(baseUrl: string): Promise<Record<string, string[]>> {
  const get = async <T>(path: string): Promise<T> =>
    ((await (await fetch(`${baseUrl}${path}`)).json()) as { result: T }).result;
  const tree = await get<{ slug: string; children_data: { slug: string; product_count: number }[] }[]>(
    '/api/catalog/category-tree',
  );
  const categories = tree
    .flatMap((c) => c.children_data)
    .sort((a, b) => b.product_count - a.product_count)
    .slice(0, 6);
  const listings: string[] = [];
  for (const c of categories) {
    const facets = await get<{ aggregations: Record<string, { buckets: { key: string }[] }> }>(
      `/api/catalog/products?category=${c.slug}&size=1&aggregations=1`,
    );
    const filters = Object.entries(facets.aggregations)
      .filter(([code, a]) => code !== 'category' && code !== 'price' && a.buckets.length >= 2)
      .slice(0, 2)
      .map(([code, a]) => `filter[${code}]=${a.buckets[0]!.key},${a.buckets[1]!.key}`);
    listings.push(
      `/api/catalog/products?category=${c.slug}&${filters.join('&')}&price=0-15000&aggregations=1&${PAGE}`,
    );
  }
  const terms = ['soffa', 'bord', 'säng', 'lampa', 'sofa', 'matta', 'ek', 'stol', 'soffbord', 'kudde'].filter(
    (t) => t.length >= 3,
  );
  return {
    'text + facets': terms.map(
      (t) => `/api/catalog/products?q=${encodeURIComponent(t)}&aggregations=1&${PAGE}`,
    ),
    'category + 3 filters + facets': listings,
  };
}

const rows: Record<string, unknown>[] = [];
let port = firstPort;
for (const shop of shops) {
  const dataDir = join(repositoryRoot, 'data', `bench-${shop}`);
  const apis = [{ name: 'this checkout', api: await startApi(dataDir, port++) }];
  let sampler: NodeJS.Timeout | undefined;
  try {
    if (baselineDir) apis.push({ name: 'baseline', api: await startApi(dataDir, port++, baselineDir) });
    // Resident memory sampled every 250 ms from the start to the end of the runs: the target is a bound at every
    // point, not only after the load.
    const peaks = apis.map(({ api }) => rssMb(api.pid));
    sampler = setInterval(
      () => apis.forEach(({ api }, i) => (peaks[i] = Math.max(peaks[i]!, rssMb(api.pid)))),
      250,
    );
    const firstSearch: string[] = [];
    for (const { api } of apis) {
      const started = performance.now();
      await fetch(`${api.baseUrl}/api/catalog/products?q=soffa&size=1`);
      firstSearch.push(`${Math.round(performance.now() - started)} ms`);
    }
    const all = await scenarios(apis[0]!.api.baseUrl);
    for (const [name, paths] of Object.entries(all)) {
      for (const { api } of apis) await load(api, paths, 8); // warm-up
      for (const connections of [1, 32])
        for (let round = 0; round < rounds; round++)
          for (const { name: engine, api } of apis)
            rows.push({
              shop,
              scenario: name,
              ...(baselineDir ? { engine } : {}),
              connections,
              ...(await load(api, paths, connections)),
            });
    }
    clearInterval(sampler);
    apis.forEach(({ name: engine, api }, i) =>
      rows.push({
        shop,
        scenario: `RSS after load (MB, peak in its own column); first search incl. index build ${firstSearch.join(' / ')}`,
        ...(baselineDir ? { engine } : {}),
        connections: '-',
        'req/s': rssMb(api.pid),
        'RSS peak MB': peaks[i],
      }),
    );
  } finally {
    clearInterval(sampler);
    for (const { api } of apis) await api.stop();
  }
}
console.table(rows);
