import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { repositoryRoot } from './server.ts';

/** The parts bench/scale-out.ts runs: nodes started as the Dockerfile starts one, Redis, and nginx in front. */

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitUntil(
  what: string,
  ok: () => Promise<boolean>,
  timeoutMs = 180_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await ok().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(200);
  }
}

/** nginx from Debian's packages; installed when missing (as root). */
export function ensureNginx(): string {
  const find = () => {
    for (const path of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
      try {
        execFileSync(path, ['-v'], { stdio: 'ignore' });
        return path;
      } catch {
        // not there
      }
    }
    return null;
  };
  const found = find();
  if (found) return found;
  console.log('▸ nginx is missing: apt-get install -y nginx');
  execFileSync('apt-get', ['install', '-y', 'nginx'], { stdio: 'inherit' });
  const installed = find();
  if (!installed) throw new Error('nginx could not be installed');
  return installed;
}

export interface Node {
  name: string;
  port: number;
  base: string;
  child: ChildProcess;
  /** kill -9 of the node's whole process group (the start script and the server it started). */
  kill(): void;
  stop(): Promise<void>;
}

/** One node: `node scripts/start.mjs` (the Dockerfile's CMD) in its own process group, with its own data folder. */
export async function startNode(
  name: string,
  port: number,
  env: NodeJS.ProcessEnv,
  logDir: string,
): Promise<Node> {
  const dataDir = join(logDir, `${name}-data`);
  mkdirSync(dataDir, { recursive: true });
  const log = createWriteStream(join(logDir, `${name}.log`));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repositoryRoot,
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      HEMMA_DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  let killedHere = false;
  // The machine is shared: say it loudly when something else stops a node, the figures after it are not the shop's.
  child.once('exit', (code, signal) => {
    if (!killedHere)
      console.error(
        `\n✖ ${name} stopped (${signal ?? code}) by something outside the benchmark; see ${logDir}/${name}.log\n`,
      );
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntil(`${name} ready`, async () => {
    if (child.exitCode !== null)
      throw new Error(`${name} exited (${child.exitCode}); see ${logDir}/${name}.log`);
    return (await fetch(`${base}/readyz`)).ok;
  });
  const signal = (sig: NodeJS.Signals) => {
    killedHere = true;
    try {
      process.kill(-child.pid!, sig);
    } catch {
      // gone already
    }
  };
  return {
    name,
    port,
    base,
    child,
    kill: () => signal('SIGKILL'),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      signal('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
      signal('SIGKILL');
    },
  };
}

/**
 * nginx in front of `ports`, run from a folder of its own (-p, -c) on `listen`, not as the system's service. Orders
 * are retried on the next node when one does not answer: the client's order id makes a second send return the first
 * answer, so a node dying mid-request loses and doubles nothing.
 */
export async function startNginx(binary: string, dir: string, listen: number, ports: number[]) {
  mkdirSync(dir, { recursive: true });
  const proxy = `
      proxy_pass http://hemma;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;
      # Surrogate keys of a listing make big headers (decision 0031).
      proxy_buffer_size 64k;
      proxy_buffers 16 64k;
      proxy_busy_buffers_size 128k;`;
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream hemma {
${ports.map((port) => `    server 127.0.0.1:${port} max_fails=3 fail_timeout=5s;`).join('\n')}
    keepalive 128;
  }
  server {
    listen 127.0.0.1:${listen};
    location = /api/order {${proxy}
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
    }
    location / {${proxy}
      proxy_next_upstream error timeout http_502 http_503;
    }
  }
}
`,
  );
  const child = spawn(binary, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'inherit' });
  const base = `http://127.0.0.1:${listen}`;
  await waitUntil('nginx', async () => {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode})`);
    return (await fetch(`${base}/healthz`)).ok;
  });
  return {
    base,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await Promise.race([exited, sleep(5_000)]);
      child.kill('SIGKILL');
    },
  };
}

/** A Redis of the benchmark's own (killed at the end); null when redis-server is not installed. */
export async function startRedis(port: number): Promise<{ url: string; stop(): void } | null> {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
  } catch {
    return null;
  }
  const child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  await waitUntil('redis-server', async () => {
    execFileSync('redis-cli', ['-p', String(port), 'ping'], { stdio: 'ignore' });
    return true;
  });
  return { url: `redis://127.0.0.1:${port}/0`, stop: () => child.kill('SIGKILL') };
}

/** CPU time (s) the machine spent busy and idle so far, from /proc/stat (all cores summed). */
function machineCpu(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, n) => sum + n, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0); // idle + iowait
  return { busy: (total - idle) / CLOCK_TICKS, total: total / CLOCK_TICKS };
}

/** CPU seconds (user + system) used so far by every live process in the given process groups. */
function groupCpu(groups: number[]): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name (2nd field) may hold spaces; the fields after its closing parenthesis are fixed.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (groups.includes(Number(rest[2]))) ticks += Number(rest[11]) + Number(rest[12]);
    } catch {
      // the process ended while being read
    }
  }
  return ticks / CLOCK_TICKS;
}
const CLOCK_TICKS = 100; // USER_HZ on Linux

/**
 * Where the machine's CPU went during `work`: how busy all cores were (1 = every core busy all the time), and how
 * many cores the Hemma nodes (their process groups) used on average. On a machine the nodes share with the load
 * generator, nginx and the databases, this says whether a second node had any CPU left to use.
 */
export async function measureCpu<T>(
  groups: number[],
  work: () => Promise<T>,
): Promise<{ result: T; machineBusy: number; nodeCores: number; cores: number }> {
  const machineBefore = machineCpu();
  const nodesBefore = groupCpu(groups);
  const started = performance.now();
  const result = await work();
  const wallS = (performance.now() - started) / 1000;
  const machineAfter = machineCpu();
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    result,
    machineBusy: round((machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total)),
    nodeCores: round((groupCpu(groups) - nodesBefore) / wallS),
    cores: availableParallelism(),
  };
}
