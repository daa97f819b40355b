// Helpers for the start and test scripts. Plain Node (no dependencies): they run before `npm install`.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = dirname(dirname(fileURLToPath(import.meta.url)));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function step(label) {
  const started = Date.now();
  process.stdout.write(`▸ ${label}\n`);
  return () => process.stdout.write(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

export function requireNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (!(major === 20 && minor >= 19) && !(major === 22 && minor >= 12) && !(major > 22)) {
    throw new Error(`Hemma needs Node.js 20.19+ or 22.12+ (this is ${process.versions.node}).`);
  }
}

/** Installs dependencies when node_modules is missing or older than package-lock.json. */
export async function ensureDependencies() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return false;
  const done = step('Installing dependencies');
  await run(
    npm,
    existsSync(join(root, 'node_modules'))
      ? ['install', '--no-audit', '--no-fund']
      : ['ci', '--no-audit', '--no-fund'],
  );
  done();
  return true;
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'build', '.react-router'].includes(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (!entry.name.endsWith('.test.ts') && !entry.name.endsWith('.test.tsx')) yield path;
  }
}

/**
 * What `npm start` and `npm test` build, each with what its build reads. The storefront's build also writes the
 * service worker; both web apps write precompressed (.br, .gz) copies of their assets. The server's build is one
 * module that plain Node runs (apps/server/build.mjs, decision 0070).
 */
const BUILDS = [
  {
    name: 'the storefront',
    workspace: '@hemma/storefront',
    build: 'apps/storefront/build',
    inputs: ['apps/storefront', 'packages/commerce/src', 'packages/contract/src', 'packages/api-client/src'],
  },
  {
    name: 'the admin app',
    workspace: '@hemma/admin',
    build: 'apps/admin/build',
    inputs: ['apps/admin', 'packages/commerce/src', 'packages/contract/src', 'packages/api-client/src'],
  },
  {
    name: 'the server',
    workspace: '@hemma/server',
    build: 'apps/server/dist',
    inputs: [
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/api/src',
      'packages/commerce/src',
      'packages/contract/src',
      'packages/api-client/src',
    ],
  },
];

/** A hash of everything a build depends on, to rebuild only when it changed. */
function sourceHash(inputs) {
  const hash = createHash('sha256');
  for (const input of [...inputs, 'package-lock.json']) {
    const path = join(root, input);
    const files = statSync(path).isDirectory() ? [...sourceFiles(path)].sort() : [path];
    for (const file of files) hash.update(relative(root, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** Builds each app unless its existing build was made from the same sources (so a plain restart is quick). */
export async function ensureBuilds() {
  let built = false;
  for (const app of BUILDS) {
    const stamp = join(root, app.build, '.source-hash');
    const hash = sourceHash(app.inputs);
    if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) continue;
    const done = step(`Building ${app.name}`);
    await run(npm, ['run', '--silent', '-w', app.workspace, 'build']);
    writeFileSync(stamp, hash);
    done();
    built = true;
  }
  return built;
}

export function tsxArgs(script, args = []) {
  return ['--import', 'tsx', join(root, script), ...args];
}

/**
 * glibc's allocator settings for the server process (issue 17, measured with bench/load-mix.ts): allocations from
 * 128 kB up get their own mapping, returned when freed, and free memory at the top of the heap is given back from
 * 128 kB. glibc otherwise raises its mapping threshold after each large free and keeps the freed memory, so the
 * server's resident memory stayed ~100 MB above its need after a burst (349–389 MB → 276–281 MB at the end of the
 * SQLite load mix). Another C library ignores them; set either in the environment to override.
 */
export const SERVER_MEMORY_ENV = {
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
  // Two allocator arenas instead of up to eight per core: each thread that allocates (libuv's pool compresses the
  // answers) otherwise gets its own, and memory freed in one is not reused by another. Decision 0042: with the
  // smaller young generation below, load-mix peaks 310–322 → 277–283 MB in 4 runs of 5.
  MALLOC_ARENA_MAX: '2',
};

/**
 * V8's heap of the server grows to at most 1.5× what was live after its last full collection before it collects
 * again (decision 0042). By default V8 lets a busy process's heap grow to several times that before a full
 * collection: under the load mix the heap reached 230 MB of which 75 MB was live, and the resident memory peaked at
 * 507–528 MB; with this, 313–321 MB (PostgreSQL 476 → 310 MB). It scales with the catalogue (a limit on the heap's
 * size would not). The young generation's two halves are 8 MB each instead of 16: 16 MB less at every moment, for
 * no throughput the benchmarks can tell apart (100k products, new searches: peak 518 → 482–487 MB). Cluster workers
 * inherit both.
 */
export const SERVER_NODE_ARGS = ['--heap-growing-percent=50', '--max-semi-space-size=8'];

/**
 * Node arguments for the server built by ensureBuilds (apps/server/dist/main.mjs, decision 0070), with the production
 * React Router build (see apps/server/src/production-build-hook.mjs) and stack traces that name the TypeScript
 * sources. `extraNodeArgs` come after the server's own, so a flag given again there wins (a benchmark trying other
 * settings).
 */
export function serverArgs(extraNodeArgs = []) {
  return [
    ...SERVER_NODE_ARGS,
    '--enable-source-maps',
    ...extraNodeArgs,
    '--import',
    join(root, 'apps/server/src/production-build-hook.mjs'),
    join(root, 'apps/server/dist/main.mjs'),
  ];
}
