import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemoShop } from '@hemma/demo-shop';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';

/**
 * The databases every API test file starts from, made once per run (the api project's globalSetup): one migrated
 * only, one migrated and seeded with the demo shop. A test file then copies one (a SQLite file, or PostgreSQL's
 * `create database … template …`) instead of migrating and seeding its own: 0.7 s a file on SQLite, 1.2 s on
 * PostgreSQL, for 118 files. Both are removed when the run ends.
 */
export interface TemplateDatabases {
  /** SQLite files, or PostgreSQL database names on the server DATABASE_URL points at. */
  empty: string;
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabases: TemplateDatabases;
  }
}

async function make(where: { databaseUrl?: string; sqlitePath: string }, seed: boolean, imagesDir: string) {
  const handle = openDatabase({ databaseUrl: where.databaseUrl, sqlitePath: where.sqlitePath });
  try {
    await migrateToLatest(handle);
    if (seed) await seedDemoShop(handle, { imagesDir, renderImages: false });
  } finally {
    // Closed: SQLite's write-ahead log is folded into the file, and PostgreSQL copies a template nobody is connected to.
    await handle.close();
  }
}

async function adminQuery(baseUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const baseUrl = process.env.DATABASE_URL;
  const dir = mkdtempSync(join(tmpdir(), 'hemma-api-templates-'));
  const names = {
    empty: `hemma_template_${process.pid}_empty`,
    seeded: `hemma_template_${process.pid}_seeded`,
  };
  const made: TemplateDatabases = baseUrl
    ? names
    : { empty: join(dir, 'empty.sqlite'), seeded: join(dir, 'seeded.sqlite') };
  for (const kind of ['empty', 'seeded'] as const) {
    if (baseUrl) {
      await adminQuery(baseUrl, `create database ${names[kind]}`);
      const url = new URL(baseUrl);
      url.pathname = `/${names[kind]}`;
      await make({ databaseUrl: url.toString(), sqlitePath: '' }, kind === 'seeded', join(dir, 'images'));
    } else {
      await make({ sqlitePath: made[kind] }, kind === 'seeded', join(dir, 'images'));
    }
  }
  project.provide('templateDatabases', made);
  return async () => {
    if (baseUrl)
      for (const name of Object.values(names))
        await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
    rmSync(dir, { recursive: true, force: true });
  };
}
