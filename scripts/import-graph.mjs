// The import graph of the repository's TypeScript sources and the rules it must keep (decision 0001's layers):
// no import cycles anywhere; in the API, http → use-cases → modules → db, and no module imports another module.
// Plain Node (no dependencies), so that `npm run lint` can run it and a unit test can feed it a made-up graph.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const SKIP = new Set(['node_modules', 'build', 'dist', '.react-router', 'artifacts', 'data', 'results']);
const SPECIFIER =
  /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every module specifier a source file names (static imports, re-exports, dynamic imports). */
export function specifiersOf(source) {
  const found = [];
  for (const match of source.matchAll(SPECIFIER)) found.push(match[1] ?? match[2]);
  return found;
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

/** `@hemma/<name>` workspace packages and where their exports point. */
function workspacePackages(root) {
  const packages = new Map();
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  for (const workspace of manifest.workspaces) {
    const file = join(root, workspace, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    const exports = typeof pkg.exports === 'string' ? { '.': pkg.exports } : (pkg.exports ?? {});
    packages.set(pkg.name, { dir: join(root, workspace), exports });
  }
  return packages;
}

function resolveSpecifier(root, packages, from, specifier) {
  if (specifier.startsWith('.')) return resolve(dirname(from), specifier);
  if (specifier.startsWith('~/')) return join(root, 'apps/storefront/app', specifier.slice(2));
  const match = /^(@hemma\/[^/]+)(\/.*)?$/.exec(specifier);
  const pkg = match && packages.get(match[1]);
  if (!pkg) return null;
  const target = pkg.exports[`.${match[2] ?? ''}`];
  return typeof target === 'string' ? join(pkg.dir, target) : null;
}

/** The repository's sources: file (relative to root) → its text. */
export function readSources(root, folders) {
  const sources = new Map();
  for (const folder of folders) {
    const dir = join(root, folder);
    if (!existsSync(dir)) continue;
    for (const file of sourceFiles(dir)) sources.set(relative(root, file), readFileSync(file, 'utf8'));
  }
  return sources;
}

/** The graph of the repository: file (relative to root) → the repository files it imports. */
export function readImportGraph(root, sources) {
  const packages = workspacePackages(root);
  const graph = new Map();
  for (const [file, source] of sources) {
    const targets = new Set();
    for (const specifier of specifiersOf(source)) {
      const target = resolveSpecifier(root, packages, join(root, file), specifier);
      if (target && existsSync(target)) targets.add(relative(root, target));
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** Strongly connected components of more than one file (or a file importing itself): the import cycles. */
export function findCycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}

const API = 'apps/api/src/';
/** What a production host runs: it may not import tools/ (the demo seed and the catalogue generator). */
const SHIPPED = [API, 'apps/server/src/'];
/** Which API layer a file is in, and for modules which module. */
function apiPlace(file) {
  if (!file.startsWith(API)) return null;
  const [layer, name] = file.slice(API.length).split('/');
  return { layer, module: layer === 'modules' ? name : null };
}

/**
 * What each API layer may not import (docs/design.md: http → use cases → modules → db). The edges — http/ (routes,
 * GraphQL) and cli/ (the commands) — call use cases only, never a module or the database, and not each other;
 * input/ is what both edges turn from the outside's units into the server's (kronor into öre, decision 0062).
 */
const FORBIDDEN = {
  http: ['modules', 'db', 'cli'],
  cli: ['modules', 'db', 'http'],
  input: ['http', 'cli', 'modules', 'db'],
  'use-cases': ['http', 'cli', 'input'],
  modules: ['http', 'cli', 'input', 'use-cases'],
  db: ['http', 'cli', 'input', 'use-cases', 'modules'],
};

/**
 * The edges' composition roots (decision 0062): the files that open the database and wire the use cases' contexts,
 * so they may import modules/ and db/. The API's own is app-context.ts, beside the layers; the commands' is this one.
 */
export const COMPOSITION_ROOTS = new Set([`${API}cli/cli-database.ts`]);

/** Imports that break the API's layers: `file imports target: why`. */
export function layerViolations(graph) {
  const violations = [];
  for (const [file, targets] of graph) {
    if (SHIPPED.some((prefix) => file.startsWith(prefix)) && !/\.test\.ts$/.test(file))
      for (const target of targets.filter((t) => t.startsWith('tools/')))
        violations.push(
          `${file} imports ${target}: the API does not ship tools/ (the demo seed uses the API, not back)`,
        );
    const from = apiPlace(file);
    if (!from) continue;
    for (const target of targets) {
      const to = apiPlace(target);
      if (!to) continue;
      const wires = COMPOSITION_ROOTS.has(file) && (to.layer === 'modules' || to.layer === 'db');
      if ((FORBIDDEN[from.layer] ?? []).includes(to.layer) && !wires)
        violations.push(`${file} imports ${target}: ${from.layer} may not import ${to.layer}`);
      else if (from.module && to.module && from.module !== to.module)
        violations.push(
          `${file} imports ${target}: module ${from.module} may not import module ${to.module} (compose them in a use case)`,
        );
    }
  }
  return violations.sort();
}

/**
 * The use-case folders as a graph of their own (folder → folders it imports from): use cases depend on each other
 * one way only, so that a folder can be read, tested and split without the ones that build on it.
 */
export function useCaseFolderGraph(graph) {
  const prefix = `${API}use-cases/`;
  const folders = new Map();
  for (const [file, targets] of graph) {
    if (!file.startsWith(prefix)) continue;
    const from = file.slice(prefix.length).split('/')[0];
    const edges = folders.get(from) ?? new Set();
    for (const target of targets) {
      if (!target.startsWith(prefix)) continue;
      const to = target.slice(prefix.length).split('/')[0];
      if (to !== from) edges.add(to);
    }
    folders.set(from, edges);
  }
  return new Map([...folders].map(([folder, edges]) => [folder, [...edges]]));
}

const ADMIN_ROUTES = 'apps/admin/src/routes/';

/**
 * The admin app's screens are folders per resource (routes/staff, routes/audit, …) that do not import each other:
 * what two resources share lives in hooks/, ui/ or app/, so a resource's folder can change without the others.
 */
export function adminRouteViolations(graph) {
  const resourceOf = (file) =>
    file.startsWith(ADMIN_ROUTES) ? file.slice(ADMIN_ROUTES.length).split('/')[0] : null;
  const violations = [];
  for (const [file, targets] of graph) {
    const from = resourceOf(file);
    if (!from) continue;
    for (const target of targets) {
      const to = resourceOf(target);
      if (to && to !== from)
        violations.push(
          `${file} imports ${target}: admin screens of ${from} may not import those of ${to} (share through hooks/ or ui/)`,
        );
    }
  }
  return violations.sort();
}

const MONEY_CONVERSION = /\b(toSek|fromSek)\b/;
const READING_KRONOR = /\bfromSek\b/;
/** The API's layers behind the HTTP edge. */
const SERVER_INSIDE = new Set(['use-cases', 'modules', 'db']);

/**
 * Decision 0002: money is öre inside the server and becomes SEK only at the HTTP edge. In the API's sources, öre
 * become kronor (`toSek`) only in presenters (`present-*.ts`, which build the HTTP answers) and the edges; kronor
 * become öre (`fromSek`) only at the edges — http/ and input/, which parse what the owner sends (decision 0062) —
 * so every use case takes öre. Tests are free. A use case or module that converts would price from SEK again.
 */
export function moneyEdgeViolations(sources) {
  const violations = [];
  for (const [file, source] of sources) {
    if (!file.startsWith(API) || /\.test\.ts$/.test(file)) continue;
    const name = file.split('/').pop();
    if (!SERVER_INSIDE.has(apiPlace(file).layer)) continue;
    // Decision 0062: an admin write's kronor become öre at the edge, so a use case takes öre only.
    if (READING_KRONOR.test(source)) {
      violations.push(
        `${file} uses fromSek: kronor become öre at the edge (http/, input/), not behind it (decision 0062)`,
      );
      continue;
    }
    if (name.startsWith('present-')) continue;
    const match = MONEY_CONVERSION.exec(source);
    if (match)
      violations.push(
        `${file} uses ${match[1]}: only presenters (present-*.ts) and http/ convert money out of öre (decision 0002)`,
      );
  }
  return violations.sort();
}
