import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { startApiProcess } from './api.ts';
import { repositoryRoot } from './server.ts';

const PG_ADMIN = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repositoryRoot, env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`)),
    );
  });
}

/**
 * A fresh demo shop for a benchmark on the chosen database ('sqlite' or 'postgres'), and the API process serving
 * it. `name` keeps benchmarks apart: data/bench-{name} for SQLite, database hemma_bench_{name} on PostgreSQL.
 */
export async function startShop(
  name: string,
  db: string,
  port: number,
  extraEnv: NodeJS.ProcessEnv = {},
  serve: 'api' | 'all' = 'api',
  /** Arguments of the seed command, e.g. ['--products', '10000'] for a 10k shop. */
  seedArgs: string[] = [],
) {
  const dataDir = join(repositoryRoot, 'data', `bench-${name}`);
  let databaseUrl = '';
  if (db === 'postgres') {
    const database = `hemma_bench_${name.replace(/\W/g, '_')}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.query(`create database ${database}`);
    await admin.end();
    databaseUrl = PG_ADMIN.replace(/\/[^/]*$/, `/${database}`);
  } else {
    for (const suffix of ['', '-wal', '-shm'])
      rmSync(join(dataDir, `hemma.sqlite${suffix}`), { force: true });
  }
  const env = {
    ...process.env,
    HEMMA_DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  await run(process.execPath, ['--import', 'tsx', 'tools/demo-shop/src/seed-cli.ts', ...seedArgs], env);
  const api = await startApiProcess({ port, env: { ...env, HOST: '127.0.0.1' }, serve });
  return { ...api, databaseUrl, dataDir };
}

/** The `result` of an API answer. */
export const json = async <T>(response: Promise<Response>) =>
  ((await (await response).json()) as { result: T }).result;

export const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
