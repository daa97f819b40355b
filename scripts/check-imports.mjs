// `npm run lint` (after ESLint): fails on an import cycle anywhere in the sources, on an import that breaks the
// API's layers (http → use-cases → modules → db; no module imports another; the edges http/ and cli/ reach no
// module or db but through their composition roots, decision 0062), on money leaving öre inside the server or
// kronor read behind the edge, and on an admin screen folder importing another's. The rules: scripts/import-graph.mjs, tested by scripts/import-graph.test.mjs.
import {
  adminRouteViolations,
  findCycles,
  layerViolations,
  moneyEdgeViolations,
  readImportGraph,
  readSources,
  useCaseFolderGraph,
} from './import-graph.mjs';
import { root } from './lib.mjs';

const sources = readSources(root, ['apps', 'packages', 'tools', 'e2e', 'bench', 'scripts']);
const graph = readImportGraph(root, sources);
const cycles = findCycles(graph);
const violations = [
  ...layerViolations(graph),
  ...moneyEdgeViolations(sources),
  ...adminRouteViolations(graph),
];
const folderCycles = findCycles(useCaseFolderGraph(graph));
for (const cycle of cycles) console.error(`✖ import cycle: ${cycle.join(' → ')}`);
for (const cycle of folderCycles) console.error(`✖ use-case folders import each other: ${cycle.join(' ⇄ ')}`);
for (const violation of violations) console.error(`✖ ${violation}`);
if (cycles.length + folderCycles.length + violations.length > 0) {
  console.error(
    `\n${cycles.length} import cycle(s), ${violations.length} layer violation(s) in ${graph.size} files.`,
  );
  process.exit(1);
}
console.log(
  `imports: ${graph.size} files, no cycles, API layers, the money edge and the admin's screen folders kept`,
);
