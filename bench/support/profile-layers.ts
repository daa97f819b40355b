// Where a server's CPU went, per layer, from a V8 CPU profile (`node --cpu-prof`), counting only the samples taken
// between two instants of the monotonic clock (process.hrtime, which V8's profile timestamps share on Linux): the
// requests of one row, not the server's start.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The layer a function belongs to, from its script's address. */
export function layerOf(url: string, functionName: string): string {
  if (!url) {
    if (functionName === '(garbage collector)') return 'V8: garbage collection';
    if (functionName === '(program)') return 'V8: (program) — native, compiler';
    if (functionName === '(idle)') return '(idle)';
    return 'V8/native builtins';
  }
  const ours = url.match(/\/(apps\/[\w-]+\/src|packages\/[\w-]+\/src)\/(.*)$/);
  if (ours) {
    const [, root, rest] = ours as unknown as [string, string, string];
    if (root === 'apps/api/src') {
      if (rest.startsWith('http/')) return `ours: api http (routes, hooks) ${rest.replace(/^http\//, '')}`;
      if (rest.startsWith('use-cases/')) return 'ours: use cases';
      if (/^modules\/[\w-]+\/.*repositor/.test(rest) || rest.startsWith('db/'))
        return 'ours: repositories, db';
      if (rest.startsWith('modules/')) return `ours: modules ${rest.split('/')[1]}`;
      return `ours: api ${rest}`;
    }
    if (root === 'apps/server/src') return `ours: server ${rest}`;
    return `ours: ${root}`;
  }
  const pkg = url.match(/node_modules\/((?:@[\w.-]+\/)?[\w.-]+)\//);
  if (pkg) {
    const name = pkg[1]!;
    if (
      /^(fastify|find-my-way|avvio|light-my-request|fast-querystring|fast-json-stringify|@fastify\/.*|fastify-plugin|secure-json-parse|content-type|process-warning|toad-cache|fast-uri|ret|safe-regex2|abstract-logging|rfdc)$/.test(
        name,
      )
    )
      return `fastify (${name})`;
    if (
      /^(pino|pino-std-serializers|sonic-boom|thread-stream|fast-redact|quick-format-unescaped|on-exit-leak-free|atomic-sleep)$/.test(
        name,
      )
    )
      return 'logging (pino)';
    if (name === 'zod') return 'zod (parsing, validation)';
    if (name === 'kysely') return 'kysely (SQL building)';
    if (/sqlite|libsql/.test(name)) return 'SQLite driver';
    if (name === 'tsx') return 'tsx (loader)';
    return `package ${name}`;
  }
  if (url.startsWith('node:')) {
    const mod = url.slice(5);
    if (/^(zlib|internal\/.*zlib)/.test(mod)) return 'node: zlib';
    if (/^(crypto|internal\/crypto)/.test(mod)) return 'node: crypto';
    if (
      /^(_http|http|net|internal\/(http|net|stream|streams|js_stream)|stream|internal\/timers|timers)/.test(
        mod,
      )
    )
      return 'node: http, net, streams, timers';
    if (/^internal\/(process\/task_queues|async_hooks|process\/promises)|async_hooks/.test(mod))
      return 'node: promises, async hooks';
    return `node: other (${mod.split('/').slice(0, 2).join('/')})`;
  }
  return `other ${url}`;
}

export interface LayerSummary {
  /** Sampled CPU ms per layer in the window (idle left out). */
  layers: Map<string, number>;
  /** Self ms per function (name file:line), the largest first when listed. */
  functions: Map<string, number>;
  /** Inclusive ms of each of our functions (the time spent in it and what it called). */
  inclusive: Map<string, number>;
  totalMs: number;
}

/**
 * A bundle's frames named by their source files (the server runs from apps/server/dist/main.mjs since decision 0070):
 * each frame of a script with a source map next to it (`.map`, as esbuild writes it) gets its source's address and
 * line, so that the layers and the function names read as they do for a server run from its sources.
 */
function toSources(profile: Profile): void {
  const maps = new Map<string, SourceMap | null>();
  const mapOf = (url: string): SourceMap | null => {
    if (maps.has(url)) return maps.get(url)!;
    let map: SourceMap | null = null;
    if (url.startsWith('file:') && existsSync(`${fileURLToPath(url)}.map`))
      map = new SourceMap(JSON.parse(readFileSync(`${fileURLToPath(url)}.map`, 'utf8')));
    maps.set(url, map);
    return map;
  };
  for (const node of profile.nodes) {
    const frame = node.callFrame;
    const map = frame.url ? mapOf(frame.url) : null;
    if (!map || frame.lineNumber < 0) continue;
    const entry = map.findEntry(frame.lineNumber, frame.columnNumber);
    if (!('originalSource' in entry)) continue;
    const source = entry.originalSource.startsWith('file:')
      ? entry.originalSource
      : pathToFileURL(resolve(dirname(fileURLToPath(frame.url)), entry.originalSource)).href;
    node.callFrame = { ...frame, url: source, lineNumber: entry.originalLine };
  }
}

/** Sums the samples of a profile taken between `fromUs` and `toUs` (µs of the monotonic clock) per layer. */
export function summariseProfile(file: string, fromUs: number, toUs: number): LayerSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  toSources(profile);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const layers = new Map<string, number>();
  const functions = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
  const nameOf = (node: ProfileNode) =>
    `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.replace(/^.*\/(apps|packages|node_modules)\//, '$1/')}:${node.callFrame.lineNumber + 1}`;
  let time = profile.startTime;
  let totalMs = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    time += profile.timeDeltas[i]!;
    // A sample stands for the interval up to the next one.
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (time < fromUs || time > toUs) continue;
    const node = byId.get(profile.samples[i]!)!;
    const layer = layerOf(node.callFrame.url, node.callFrame.functionName);
    if (layer === '(idle)') continue;
    totalMs += ms;
    add(layers, layer, ms);
    add(functions, nameOf(node), ms);
    const seen = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
      const frame = byId.get(id)!;
      if (!/\/(apps|packages)\/[\w-]+\/src\//.test(frame.callFrame.url)) continue;
      const name = nameOf(frame);
      if (seen.has(name)) continue;
      seen.add(name);
      add(inclusive, name, ms);
    }
  }
  return { layers, functions, inclusive, totalMs };
}
