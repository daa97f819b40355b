// The rules `npm run lint` keeps (scripts/check-imports.mjs), on made-up trees: each must fail where it should.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  adminRouteViolations,
  findCycles,
  layerViolations,
  moneyEdgeViolations,
  readImportGraph,
  readSources,
  specifiersOf,
  useCaseFolderGraph,
} from './import-graph.mjs';

const api = (path) => `apps/api/src/${path}`;
const graphOf = (edges) => new Map(Object.entries(edges));

describe('findCycles', () => {
  it('finds a cycle of any length and names every file in it', () => {
    const graph = graphOf({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] });
    expect(findCycles(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('finds a file that imports itself, and nothing in a tree without cycles', () => {
    expect(findCycles(graphOf({ a: ['a'] }))).toEqual([['a']]);
    expect(findCycles(graphOf({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });
});

describe('layerViolations', () => {
  it('keeps the API from importing tools/ (the demo seed), while the seed and the API tests may', () => {
    const seed = 'tools/demo-shop/src/seed-demo-shop.ts';
    const graph = graphOf({
      [api('modules/catalog/catalog-repository.ts')]: [seed],
      [api('modules/catalog/catalog-repository.test.ts')]: [seed],
      'apps/api/tests/support/test-api.ts': [seed],
      [seed]: [api('seeding.ts')],
      [api('seeding.ts')]: [],
    });
    expect(layerViolations(graph)).toEqual([
      `${api('modules/catalog/catalog-repository.ts')} imports ${seed}: the API does not ship tools/ (the demo seed uses the API, not back)`,
    ]);
  });

  it.each([
    [
      'http → modules',
      api('http/routes.ts'),
      api('modules/cart/cart-repository.ts'),
      'http may not import modules',
    ],
    ['http → db', api('http/routes.ts'), api('db/database.ts'), 'http may not import db'],
    ['use case → http', api('use-cases/cart/pull.ts'), api('http/route.ts'), 'use-cases may not import http'],
    [
      'module → use case',
      api('modules/cart/repo.ts'),
      api('use-cases/cart/pull.ts'),
      'modules may not import use-cases',
    ],
    ['db → module', api('db/schema.ts'), api('modules/order/repo.ts'), 'db may not import modules'],
    [
      'a command → modules',
      api('cli/import.ts'),
      api('modules/media/store.ts'),
      'cli may not import modules',
    ],
    ['a command → db', api('cli/migrate.ts'), api('db/migrate.ts'), 'cli may not import db'],
    ['a command → http', api('cli/import.ts'), api('http/admin/file.ts'), 'cli may not import http'],
    ['http → a command', api('http/routes.ts'), api('cli/cli-database.ts'), 'http may not import cli'],
    [
      'input → modules',
      api('input/product-input.ts'),
      api('modules/catalog/repo.ts'),
      'input may not import modules',
    ],
    [
      'use case → input',
      api('use-cases/coupons/save.ts'),
      api('input/coupon.ts'),
      'use-cases may not import input',
    ],
    [
      'the composition root → http',
      api('cli/cli-database.ts'),
      api('http/route.ts'),
      'cli may not import http',
    ],
    [
      'module → module',
      api('modules/order/repo.ts'),
      api('modules/stock/repo.ts'),
      'module order may not import module stock',
    ],
  ])('refuses %s', (_name, from, to, why) => {
    const [violation] = layerViolations(graphOf({ [from]: [to], [to]: [] }));
    expect(violation).toContain(why);
  });

  it.each([
    ['http → use case', api('http/routes.ts'), api('use-cases/cart/pull.ts')],
    ['use case → module', api('use-cases/cart/pull.ts'), api('modules/cart/repo.ts')],
    ['use case → db', api('use-cases/order/place.ts'), api('db/unique-violation.ts')],
    ['module → db', api('modules/cart/repo.ts'), api('db/database.ts')],
    ['a module within itself', api('modules/cart/repo.ts'), api('modules/cart/rows.ts')],
    ['a command → use case', api('cli/import.ts'), api('use-cases/catalog-import/import.ts')],
    ['a command → input', api('cli/import.ts'), api('input/catalogue-file.ts')],
    ['http → input', api('http/admin/routes.ts'), api('input/product-input.ts')],
    ["the commands' composition root → db", api('cli/cli-database.ts'), api('db/database.ts')],
    ["the commands' composition root → modules", api('cli/cli-database.ts'), api('modules/media/store.ts')],
  ])('allows %s', (_name, from, to) => {
    expect(layerViolations(graphOf({ [from]: [to], [to]: [] }))).toEqual([]);
  });
});

describe('useCaseFolderGraph', () => {
  it('shows use-case folders that import each other as a cycle', () => {
    const graph = graphOf({
      [api('use-cases/catalog/get.ts')]: [api('use-cases/pricing/price.ts')],
      [api('use-cases/pricing/price.ts')]: [api('use-cases/catalog/present.ts')],
      [api('use-cases/catalog/present.ts')]: [],
    });
    expect(findCycles(useCaseFolderGraph(graph))).toEqual([['catalog', 'pricing']]);
  });
});

describe('moneyEdgeViolations', () => {
  const convert = "import { toSek } from '@hemma/commerce';\nexport const sek = (ore) => toSek(ore);\n";
  it('refuses a conversion out of öre inside a use case or module', () => {
    const sources = new Map([
      [api('use-cases/cart/price-lines.ts'), convert],
      [api('modules/stock/repo.ts'), 'fromSek(12)'],
    ]);
    expect(moneyEdgeViolations(sources)).toHaveLength(2);
  });

  it('refuses kronor into öre behind the edge, even in a presenter (input is converted at the edge)', () => {
    const parse = "import { fromSek } from '@hemma/commerce';\nexport const ore = (sek) => fromSek(sek);\n";
    const sources = new Map([
      [api('use-cases/coupons/present-coupon.ts'), parse],
      [api('use-cases/settings/save-settings.ts'), parse],
      [api('http/admin/coupon-input.ts'), parse],
      [api('input/product-input.ts'), parse],
    ]);
    expect(moneyEdgeViolations(sources)).toEqual([
      `${api('use-cases/coupons/present-coupon.ts')} uses fromSek: kronor become öre at the edge (http/, input/), not behind it (decision 0062)`,
      `${api('use-cases/settings/save-settings.ts')} uses fromSek: kronor become öre at the edge (http/, input/), not behind it (decision 0062)`,
    ]);
  });

  it('tells a conversion between currencies (fromSekAmount, fromSekPrice) from reading kronor', () => {
    const sources = new Map([
      [api('use-cases/cart/cart-totals.ts'), 'fromSekAmount(ore, eur); fromSekPrice(1, c)'],
    ]);
    expect(moneyEdgeViolations(sources)).toEqual([]);
  });

  it('allows it in presenters, in the HTTP layer and in tests', () => {
    const sources = new Map([
      [api('use-cases/cart/present-cart-item.ts'), convert],
      [api('http/price-routes.ts'), convert],
      [api('use-cases/cart/price-lines.test.ts'), convert],
    ]);
    expect(moneyEdgeViolations(sources)).toEqual([]);
  });
});

describe('readImportGraph', () => {
  const root = mkdtempSync(join(tmpdir(), 'hemma-imports-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path, text) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  it('resolves relative imports, re-exports, dynamic imports and workspace packages', () => {
    write('package.json', JSON.stringify({ workspaces: ['packages/pure'] }));
    write(
      'packages/pure/package.json',
      JSON.stringify({ name: '@hemma/pure', exports: { '.': './src/index.ts' } }),
    );
    write('packages/pure/src/index.ts', "export * from './money.ts';\n");
    write('packages/pure/src/money.ts', 'export const x = 1;\n');
    write(
      'apps/api/src/http/routes.ts',
      "import type { X } from '../modules/cart/repo.ts';\nimport { x } from '@hemma/pure';\nconst y = import('./lazy.ts');\n",
    );
    write('apps/api/src/http/lazy.ts', '');
    write('apps/api/src/modules/cart/repo.ts', "import '../../http/routes.ts';\n");
    const graph = readImportGraph(root, readSources(root, ['apps', 'packages']));
    expect(graph.get('apps/api/src/http/routes.ts')?.sort()).toEqual([
      'apps/api/src/http/lazy.ts',
      'apps/api/src/modules/cart/repo.ts',
      'packages/pure/src/index.ts',
    ]);
    expect(findCycles(graph)).toEqual([['apps/api/src/http/routes.ts', 'apps/api/src/modules/cart/repo.ts']]);
    expect(layerViolations(graph)).toHaveLength(2);
  });

  it('reads the specifiers of multi-line imports', () => {
    expect(specifiersOf("import {\n  a,\n  b,\n} from './ab.ts';\nexport { c } from './c.ts';")).toEqual([
      './ab.ts',
      './c.ts',
    ]);
  });
});

describe('adminRouteViolations', () => {
  const admin = (path) => `apps/admin/src/${path}`;
  it('keeps the admin app’s resource folders apart, while each may use its own files and the shared ones', () => {
    const graph = graphOf({
      [admin('routes/staff/staff-list/staff-list-page.tsx')]: [
        admin('routes/staff/common/staff-forms.ts'),
        admin('ui/data-list/data-table.tsx'),
        admin('routes/audit/audit-list/audit-list-spec.ts'),
      ],
      [admin('app/router.tsx')]: [admin('routes/staff/staff-list/staff-list-page.tsx')],
    });
    expect(adminRouteViolations(graph)).toEqual([
      `${admin('routes/staff/staff-list/staff-list-page.tsx')} imports ${admin('routes/audit/audit-list/audit-list-spec.ts')}: admin screens of staff may not import those of audit (share through hooks/ or ui/)`,
    ]);
  });
});
