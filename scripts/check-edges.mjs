// `npm run lint` (after the import check): fails when an HTTP route, a GraphQL resolver or a command reads a
// repository, another module's object or the database handle out of a use case's context (decision 0062). The rule:
// scripts/context-reach.mjs, tested by scripts/context-reach.test.mjs. It builds the API's program (some seconds).
import { apiProgram, reachViolations } from './context-reach.mjs';
import { root } from './lib.mjs';

const violations = reachViolations(apiProgram(root), root);
for (const violation of violations) console.error(`✖ ${violation}`);
if (violations.length > 0) {
  console.error(`\n${violations.length} place(s) where an edge reaches behind the use cases.`);
  process.exit(1);
}
console.log('edges: http/, cli/ and input/ call use cases and hold no repository, module object or database');
