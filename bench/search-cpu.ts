// CPU time of one search index answer for queries nobody asked before (decision 0038), in process, without HTTP:
// the two scenarios of bench/search.ts --unique (text + facets; category + 2 attribute filters + price + facets),
// each query with its own price bound so the result cache never answers. With --baseline DIR (a checkout of
// another commit, e.g. `git worktree add /tmp/hemma-base main`, or `git archive main | tar -x -C DIR` with a
// node_modules link) the same queries also run on that checkout's engine, alternating in batches in this one
// process — the ratio is then measured under the same machine load — and every answer is compared with it.
//   npx tsx bench/search-cpu.ts [--shops 10k,100k] [--queries 2000] [--baseline DIR] [--store it]
// --store asks as that store view (its language's words beside the Swedish ones, decision 0058 addendum); an
// engine without languages ignores it.
// The shops are those of bench/search.ts (data/bench-10k, data/bench-100k). For a CPU profile of the answers run
// `node --cpu-prof --cpu-prof-dir=DIR --import tsx bench/search-cpu.ts …`.
import { isDeepStrictEqual } from 'node:util';
import { join } from 'node:path';
import { createSearchEngine, openDatabase, type SearchGeneration } from '@hemma/api';
import { repositoryRoot } from './support/server.ts';

const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? (argv[i + 1] ?? fallback) : fallback;
};
const shops = arg('shops', '10k,100k').split(',');
const queries = Number(arg('queries', '2000'));
const baselineDir = arg('baseline', '');
const storeCode = arg('store', '') || undefined;
const BATCH = 50;

type Engine = (db: ReturnType<typeof openDatabase>['db']) => { generation(): Promise<SearchGeneration> };
const engines: { name: string; create: Engine }[] = [{ name: 'this checkout', create: createSearchEngine }];
if (baselineDir) {
  const module = (await import(join(baselineDir, 'apps/api/src/use-cases/search/search-engine.ts'))) as {
    createSearchEngine: Engine;
  };
  engines.push({ name: `baseline ${baselineDir}`, create: module.createSearchEngine });
}

type Query = Parameters<SearchGeneration['search']>[1];
const PRICE_BUCKETS_SEK_ORE = [0, 500_000, 1_000_000, 1_500_000];
const TERMS = ['soffa', 'bord', 'säng', 'lampa', 'sofa', 'matta', 'stol', 'soffbord', 'kudde'];

/** The scenarios' requests as index queries; `n` makes the price bound (and so the cache key) unique. */
async function scenarios(
  handle: ReturnType<typeof openDatabase>,
  generation: SearchGeneration,
): Promise<Record<string, (n: number) => { q: string | undefined; query: Query }>> {
  const now = Date.now();
  const plain: Query = {
    storeCode,
    attributes: [],
    priceBuckets: PRICE_BUCKETS_SEK_ORE,
    sort: 'relevance',
    from: 0,
    size: 24,
    facets: true,
  };
  const categories = await handle.db.selectFrom('categories').select(['id', 'path']).execute();
  const attributes = await handle.db
    .selectFrom('attributes')
    .select(['id'])
    .where('is_filterable', '=', 1)
    .where('frontend_input', '=', 'select')
    .orderBy('position')
    .orderBy('id')
    .execute();
  const everything = await generation.search(undefined, plain, now);
  // The categories a category page lists (depth 4: Hemma › room › category), the six largest, with subcategories.
  const listed = categories
    .filter((c) => c.path.split('/').length === 4)
    .sort(
      (a, b) =>
        (everything.found.facets?.categories.get(b.id) ?? 0) -
        (everything.found.facets?.categories.get(a.id) ?? 0),
    )
    .slice(0, 6);
  const listings: Query[] = [];
  for (const category of listed) {
    const categoryIds = new Set(
      categories
        .filter((c) => c.path === category.path || c.path.startsWith(`${category.path}/`))
        .map((c) => c.id),
    );
    const { found } = await generation.search(undefined, { ...plain, categoryIds }, now);
    const filters = attributes
      .map((a) => ({ attributeId: a.id, counts: [...(found.facets?.attributes.get(a.id) ?? [])] }))
      .filter((a) => a.counts.length >= 2)
      .slice(0, 2)
      .map((a) => ({
        attributeId: a.attributeId,
        options: new Set(
          a.counts
            .sort((x, y) => y[1] - x[1])
            .slice(0, 2)
            .map(([option]) => option),
        ),
      }));
    listings.push({ ...plain, categoryIds, attributes: filters });
  }
  return {
    'text + facets': (n) => ({
      q: TERMS[n % TERMS.length],
      query: { ...plain, price: { from: 0, to: (1_000_000 + n) * 100 } },
    }),
    'category + 3 filters + facets': (n) => ({
      q: undefined,
      query: { ...listings[n % listings.length]!, price: { from: 0, to: (15_000 + n) * 100 } },
    }),
  };
}

/** Facet maps as sorted entries, so that answers compare by content. */
const comparable = (answer: Awaited<ReturnType<SearchGeneration['search']>>) => ({
  ...answer,
  found: {
    ...answer.found,
    facets: answer.found.facets && {
      price: answer.found.facets.price,
      categories: [...answer.found.facets.categories].sort((a, b) => a[0] - b[0]),
      attributes: [...answer.found.facets.attributes]
        .sort((a, b) => a[0] - b[0])
        .map(([id, counts]) => [id, [...counts].sort((a, b) => a[0] - b[0])]),
    },
  },
});

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const rows: Record<string, unknown>[] = [];
for (const shop of shops) {
  const handle = openDatabase({ sqlitePath: join(repositoryRoot, 'data', `bench-${shop}`, 'hemma.sqlite') });
  const generations = await Promise.all(engines.map((e) => e.create(handle.db).generation()));
  const now = Date.now();
  for (const [scenario, nth] of Object.entries(await scenarios(handle, generations[0]!))) {
    const spent = engines.map(() => 0);
    const wall: number[][] = engines.map(() => []);
    let differing = 0;
    // Warm-up (JIT, the price caches), then batches alternating between the engines.
    for (let n = 0; n < 200; n++) for (const g of generations) await g.search(nth(n).q, nth(n).query, now);
    for (let start = 1_000_000; start < 1_000_000 + queries; start += BATCH) {
      const answers: unknown[][] = engines.map(() => []);
      // Which engine goes first alternates, so that neither always runs after the other's garbage.
      const turns = generations.map((g, e) => ({ g, e }));
      if (((start / BATCH) & 1) === 1) turns.reverse();
      turns.forEach(({ g, e }) => {
        const before = cpuMs();
        for (let n = start; n < start + BATCH; n++) {
          const { q, query } = nth(n);
          const t = performance.now();
          // search() answers synchronously inside (the promise only wraps it), so the CPU time is the answer's.
          void g.search(q, query, now).then((answer) => answers[e]!.push(comparable(answer)));
          wall[e]!.push(performance.now() - t);
        }
        spent[e]! += cpuMs() - before;
      });
      await new Promise((resolve) => setImmediate(resolve));
      if (answers.length > 1) {
        if (answers.some((list) => list.length !== BATCH)) throw new Error('an answer is missing');
        for (let i = 0; i < BATCH; i++) if (!isDeepStrictEqual(answers[0]![i], answers[1]![i])) differing++;
      }
    }
    engines.forEach((engine, e) => {
      const sorted = wall[e]!.sort((a, b) => a - b);
      rows.push({
        shop,
        scenario,
        engine: engine.name,
        'cpu ms/query': Math.round((spent[e]! / queries) * 1000) / 1000,
        'p50 ms': Math.round(sorted[Math.floor(sorted.length / 2)]! * 1000) / 1000,
        'p95 ms': Math.round(sorted[Math.floor(sorted.length * 0.95)]! * 1000) / 1000,
        ...(e === 0 && engines.length > 1
          ? { 'CPU / baseline CPU': Math.round((spent[0]! / spent[1]!) * 1000) / 1000 }
          : {}),
        ...(e > 0 ? { 'answers differing': differing } : {}),
      });
    });
  }
  await handle.close();
}
console.table(rows);
