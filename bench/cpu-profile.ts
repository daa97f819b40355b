// Where the CPU of one answer goes, per layer, for this checkout and (with --baseline DIR) another one in the same
// sitting (issue 32): both servers run with V8's sampling profiler (`--cpu-prof`) on their 10k-product shop
// (the rows and the set-up of bench/cpu-per-response.ts), and only the samples taken while a row's requests ran are
// counted, per layer (Fastify, our hooks and routes, use cases, repositories and SQL, zod, node's HTTP, V8's GC…),
// as ms per response. The profiler costs time itself: compare the trees, not these figures with the benchmark's.
//   npx tsx bench/cpu-profile.ts [--baseline DIR] [--rows product,cart] [--requests 3000] [--connections 1]
//     [--encoding br|none] [--top 25] [--interval 250] [--port 3570] [--out DIR]
import { mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure, parseRows, startTree, type Row, type Tree } from './support/cpu-trees.ts';
import { summariseProfile, type LayerSummary } from './support/profile-layers.ts';
import { repositoryRoot } from './support/server.ts';

const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? (argv[i + 1] ?? fallback) : fallback;
};
const baselineDir = arg('baseline', '');
const rows = parseRows(arg('rows', 'product,cart'));
const requests = Number(arg('requests', '3000'));
const connections = Number(arg('connections', '1'));
const encoding = arg('encoding', 'br');
const top = Number(arg('top', '25'));
const interval = Number(arg('interval', '250'));
const firstPort = Number(arg('port', '3570'));
const out = arg('out', '') || mkdtempSync(join(tmpdir(), 'hemma-cpu-profile-'));

const now = () => Number(process.hrtime.bigint() / 1000n);
const checkouts = [{ name: 'this checkout', dir: repositoryRoot }];
if (baselineDir) checkouts.push({ name: 'baseline', dir: baselineDir });
const trees: Tree[] = [];
const windows = new Map<string, [number, number]>();
try {
  for (const [i, checkout] of checkouts.entries()) {
    const dir = join(out, String(i));
    mkdirSync(dir, { recursive: true });
    trees.push(
      await startTree(checkout.name, checkout.dir, firstPort + i, [
        '--cpu-prof',
        `--cpu-prof-dir=${dir}`,
        `--cpu-prof-interval=${interval}`,
      ]),
    );
  }
  for (const row of rows)
    for (const tree of trees) {
      await measure(tree, row, { connections: 8, amount: 500, encoding });
      const from = now();
      const ms = await measure(tree, row, { connections, amount: requests, encoding });
      windows.set(`${tree.name}|${row}`, [from, now()]);
      console.error(`${tree.name} ${row}: ${ms.toFixed(3)} ms per response (profiled)`);
    }
} finally {
  await Promise.all(trees.map((t) => t.api.stop()));
}

const summaries = new Map<string, LayerSummary>();
for (const [i, tree] of trees.entries()) {
  const file = readdirSync(join(out, String(i))).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile written in ${join(out, String(i))}`);
  for (const row of rows) {
    const [from, to] = windows.get(`${tree.name}|${row}`)!;
    summaries.set(`${tree.name}|${row}`, summariseProfile(join(out, String(i), file), from, to));
  }
}

const perResponse = (ms: number | undefined) => ((ms ?? 0) / requests).toFixed(3);
/** Rows by their largest figure or, with `byDifference`, by how much the first tree's exceeds the second's. */
function table(
  row: Row,
  pick: (s: LayerSummary) => Map<string, number>,
  limit: number,
  byDifference = false,
) {
  const maps = trees.map((t) => pick(summaries.get(`${t.name}|${row}`)!));
  const weight = (key: string) =>
    byDifference
      ? (maps[0]!.get(key) ?? 0) - (maps[1]?.get(key) ?? 0)
      : Math.max(...maps.map((m) => m.get(key) ?? 0));
  const keys = [...new Set(maps.flatMap((m) => [...m.keys()]))]
    .sort((a, b) => weight(b) - weight(a))
    .slice(0, limit);
  console.log(`| | ${trees.map((t) => t.name).join(' | ')} |\n|---|${trees.map(() => '---:').join('|')}|`);
  for (const key of keys) console.log(`| ${key} | ${maps.map((m) => perResponse(m.get(key))).join(' | ')} |`);
}
for (const row of rows) {
  const totals = trees.map((t) => perResponse(summaries.get(`${t.name}|${row}`)!.totalMs));
  console.log(
    `\n## ${row}, ${connections} connection(s): sampled CPU ms per response, total ${totals.join(' / ')}\n`,
  );
  console.log('### Per layer (self time)\n');
  table(row, (s) => s.layers, 100);
  console.log(`\n### Functions, self time (top ${top})\n`);
  table(row, (s) => s.functions, top);
  if (trees.length > 1) {
    console.log(`\n### Functions, self time, most above the baseline (top ${top})\n`);
    table(row, (s) => s.functions, top, true);
  }
  console.log(`\n### Our functions, with what they call (top ${top})\n`);
  table(row, (s) => s.inclusive, top);
}
console.log(`\nProfiles: ${out}`);
