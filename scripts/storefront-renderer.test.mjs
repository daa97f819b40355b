// The storefront is rendered by React 19 (decision 0047, which replaced 0040's Preact): no other renderer may come back
// through a dependency, an alias or plugin of the build, or an import.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repository = fileURLToPath(new URL('..', import.meta.url));
const storefront = join(repository, 'apps', 'storefront');
const OTHER_RENDERER = /\bpreact\b/i;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the storefront is rendered by React', () => {
  it('depends on react and react-dom, and on no other renderer', () => {
    const manifest = JSON.parse(readFileSync(join(storefront, 'package.json'), 'utf8'));
    const names = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)];
    expect(manifest.dependencies.react).toMatch(/^19\./);
    expect(manifest.dependencies['react-dom']).toMatch(/^19\./);
    expect(names.filter((name) => OTHER_RENDERER.test(name))).toEqual([]);
    const lock = JSON.parse(readFileSync(join(repository, 'package-lock.json'), 'utf8'));
    expect(Object.keys(lock.packages).filter((path) => OTHER_RENDERER.test(path))).toEqual([]);
  });

  it('its build has no alias or plugin for another renderer', () => {
    expect(readFileSync(join(storefront, 'vite.config.ts'), 'utf8')).not.toMatch(OTHER_RENDERER);
  });

  it('no module of the app or its service worker imports another renderer', () => {
    const imports = [...sourceFiles(join(storefront, 'app')), ...sourceFiles(join(storefront, 'sw'))].flatMap(
      (file) =>
        [...readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)]
          .map((match) => match[1])
          .filter((specifier) => OTHER_RENDERER.test(specifier))
          .map((specifier) => `${relative(storefront, file)}: ${specifier}`),
    );
    expect(imports).toEqual([]);
  });
});
