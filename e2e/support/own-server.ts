import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { e2eDataDir } from './data-dir.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface OwnServer {
  baseUrl: string;
  /** Stops the process: the shop becomes unreachable, as when the shopper's connection is gone. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * A second shop process on the journeys' database (data/e2e) that a test may stop and start. Offline journeys need
 * it: emulated offline mode in the browser does not reach the service worker's own requests, a stopped server does.
 * `env` sets the shop's settings for the process (e.g. the URL dispatcher mode).
 */
export async function ownServer(port: number, env: Record<string, string> = {}): Promise<OwnServer> {
  let child: ChildProcess | null = null;
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: OwnServer = {
    baseUrl,
    async start() {
      child = spawn(
        process.execPath,
        // As scripts/lib.mjs serverArgs(): the server's build, made current by the journeys' own server.
        [
          '--enable-source-maps',
          '--import',
          `${root}apps/server/src/production-build-hook.mjs`,
          `${root}apps/server/dist/main.mjs`,
        ],
        {
          cwd: root,
          env: {
            ...process.env,
            NODE_ENV: 'production',
            HEMMA_DATA_DIR: e2eDataDir,
            DATABASE_URL: '',
            HOST: '127.0.0.1',
            PORT: String(port),
            LOG_LEVEL: 'warn',
            ...env,
          },
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
      for (let i = 0; ; i++) {
        if (child.exitCode !== null) throw new Error(`shop exited with ${child.exitCode}`);
        try {
          if ((await fetch(`${baseUrl}/api/health`)).ok) return;
        } catch {
          // not listening yet
        }
        if (i > 300) throw new Error('shop did not start');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (!child || child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
  await server.start();
  return server;
}
