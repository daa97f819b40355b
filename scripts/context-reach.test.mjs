// Decision 0062's type-level rule on a made-up API: an edge that reads a repository, a bag of them or the database
// out of a context is caught; one that hands the context to a use case, or holds the rows it answers, is not.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { reachViolations } from './context-reach.mjs';

const root = mkdtempSync(join(tmpdir(), 'hemma-context-reach-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const files = {
  'apps/api/src/db/database.ts': `
    export class Kysely<T> { constructor(readonly tables: T) {} selectFrom(table: keyof T): unknown { return table; } }
    export type Db = Kysely<{ thing: { id: number } }>;`,
  'apps/api/src/modules/things/thing-repository.ts': `
    import type { Db } from '../../db/database.ts';
    export interface ThingRow { id: number; name: string }
    export function createThingRepository(db: Db) {
      return { async findById(id: number): Promise<ThingRow> { db.selectFrom('thing'); return { id, name: 'x' }; } };
    }`,
  'apps/api/src/use-cases/things/thing-context.ts': `
    import type { Db } from '../../db/database.ts';
    import { createThingRepository } from '../../modules/things/thing-repository.ts';
    export function createThingContext(db: Db) {
      return { db, repositories: { things: createThingRepository(db) }, now: () => new Date(), settings: { size: 2 } };
    }
    export type ThingContext = ReturnType<typeof createThingContext>;`,
  'apps/api/src/use-cases/things/get-thing.ts': `
    import type { ThingContext } from './thing-context.ts';
    export const getThing = (context: ThingContext, id: number) => context.repositories.things.findById(id);`,
  'apps/api/src/http/calling-route.ts': `
    import type { ThingContext } from '../use-cases/things/thing-context.ts';
    import { getThing } from '../use-cases/things/get-thing.ts';
    export async function route(context: ThingContext) {
      const row = await getThing(context, 1);
      return { name: row.name, size: context.settings.size, at: context.now() };
    }`,
  'apps/api/src/http/reaching-route.ts': `
    import type { ThingContext } from '../use-cases/things/thing-context.ts';
    export async function route(context: ThingContext) {
      const row = await context.repositories.things.findById(1);
      const { things } = context.repositories;
      const bag = context.repositories;
      return [row, things, bag, context.db];
    }`,
  'apps/api/src/cli/cli-database.ts': `
    import { Kysely } from '../db/database.ts';
    import { createThingContext } from '../use-cases/things/thing-context.ts';
    export const openShop = () => { const db = new Kysely({ thing: { id: 1 } }); return { db, things: createThingContext(db) }; };`,
};
for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
const program = ts.createProgram(
  Object.keys(files).map((path) => join(root, path)),
  {
    strict: true,
    noEmit: true,
    allowImportingTsExtensions: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
  },
);

describe('reachViolations', () => {
  const violations = reachViolations(program, root);

  it('catches a route reading a repository, a bag of them or the database out of a context', () => {
    const reaching = violations.filter((v) => v.startsWith('apps/api/src/http/reaching-route.ts'));
    expect(reaching.map((v) => v.split(': ')[0])).toEqual([
      'apps/api/src/http/reaching-route.ts:4',
      'apps/api/src/http/reaching-route.ts:5',
      'apps/api/src/http/reaching-route.ts:5',
      'apps/api/src/http/reaching-route.ts:6',
      'apps/api/src/http/reaching-route.ts:7',
    ]);
    expect(reaching.join('\n')).toContain('context.db is the database handle');
    expect(reaching.join('\n')).toContain('context.repositories is a bag of module objects');
    expect(reaching.join('\n')).toContain('things is a modules/things object');
  });

  it('lets a route call a use case and hold its rows, and leaves the composition root alone', () => {
    expect(violations.filter((v) => !v.startsWith('apps/api/src/http/reaching-route.ts'))).toEqual([]);
  });
});
