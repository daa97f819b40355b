// CPU time the server spends per answer, per route, read from the server process's own times (/proc/<pid>/stat), for
// this checkout and, with --baseline DIR, another checkout side by side in the same sitting (issue 32): both servers
// run at once on their own copy of the 10k-product shop, and the routes alternate between them round by round, so
// the ratio is measured under the same machine load. The rows:
//   product        GET /api/catalog/products/:sku (a few hundred skus in turn)
//   add to cart    POST /api/cart/update (a line's quantity set on one of 64 carts in turn)
//   cart change    the same change with the totals the storefront shows after it: one cart/update where it answers
//                  them (decision 0063), else cart/update and cart/totals (CPU of both requests per change)
//   search (repeated)   one text search with facets asked again and again (the answer cache)
//   listing (repeated)  one category listing asked again and again
//   search (new)        text searches with a price bound nobody asked before
//   category page       GET /c/:slug rendered by the storefront with the page cache off
// Each with 1 and 32 connections; `--encoding br` (default) asks as a browser does, `--encoding none` without
// compression.
//   HEMMA_DATA_DIR=data/bench-10k npm run db:seed -- --products 10000     (in each checkout, once)
//   npm run build                                                           (in each checkout, for the page row)
//   npx tsx bench/cpu-per-response.ts [--baseline DIR] [--requests 2000] [--rounds 3] [--encoding br|none]
//     [--rows product,cart,...] [--connections 1,32]
import { measure, parseRows, ROWS, startTree, type Tree } from './support/cpu-trees.ts';
import { repositoryRoot } from './support/server.ts';

const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? (argv[i + 1] ?? fallback) : fallback;
};
const baselineDir = arg('baseline', '');
const requests = Number(arg('requests', '2000'));
const rounds = Number(arg('rounds', '3'));
const encoding = arg('encoding', 'br');
const connectionsList = arg('connections', '1,32').split(',').map(Number);
const rows = parseRows(arg('rows', ROWS.join(',')));
const firstPort = Number(arg('port', '3560'));

const trees: Tree[] = [];
const figures = new Map<string, number[]>();
try {
  trees.push(await startTree('this checkout', repositoryRoot, firstPort));
  if (baselineDir) trees.push(await startTree(`baseline ${baselineDir}`, baselineDir, firstPort + 1));
  for (const tree of trees)
    for (const row of rows)
      await measure(tree, row, { connections: 8, amount: row === 'page' ? 50 : 300, encoding });
  for (let round = 0; round < rounds; round++)
    for (const row of rows)
      for (const connections of connectionsList)
        for (const tree of round % 2 ? [...trees].reverse() : trees) {
          const amount = row === 'page' ? Math.max(50, Math.round(requests / 20)) : requests;
          const key = `${row}|${connections}|${tree.name}`;
          const value = await measure(tree, row, { connections, amount, encoding });
          figures.set(key, [...(figures.get(key) ?? []), value]);
          console.error(
            `round ${round + 1}: ${key.replaceAll('|', ' · ')} connections: ${value.toFixed(3)} ms`,
          );
        }
} finally {
  await Promise.all(trees.map((t) => t.api.stop()));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(
  `\nCPU ms per response (median of ${rounds} rounds; ${requests} requests a run, pages ${Math.max(50, Math.round(requests / 20))}; encoding ${encoding})`,
);
const header = ['row', 'connections', ...trees.map((t) => t.name), ...(trees.length > 1 ? ['ratio'] : [])];
console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
for (const row of rows)
  for (const connections of connectionsList) {
    const values = trees.map((t) => median(figures.get(`${row}|${connections}|${t.name}`)!));
    const cells = values.map((v) => v.toFixed(3));
    if (values.length > 1) cells.push(`${(values[0]! / values[1]!).toFixed(2)}×`);
    console.log(`| ${row} | ${connections} | ${cells.join(' | ')} |`);
  }
