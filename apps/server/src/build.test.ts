import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script of the workspace, without type declarations
import { buildServer } from '../build.mjs';

/** Decision 0070: the server runs from one bundle; these are the properties the running shop relies on. */
describe("the server's build", () => {
  const dir = mkdtempSync(join(tmpdir(), 'hemma-server-build-'));
  const outfile = join(dir, 'main.mjs');
  let bundle = '';
  beforeAll(async () => {
    await (buildServer as (outfile: string) => Promise<void>)(outfile);
    bundle = readFileSync(outfile, 'utf8');
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("gives every module that finds a file from its own place its source file's address", () => {
    const uses = [...bundle.matchAll(/import\.meta\.url/g)].map((m) => m.index);
    const addresses = [...bundle.matchAll(/new URL\("([^"]+\.ts)", import\.meta\.url\)\.href/g)];
    // apps/server/src/env.ts (the repository) and apps/api/src/modules/cms/store-content.ts (the content files)
    expect(addresses.length).toBeGreaterThanOrEqual(2);
    expect(addresses.length, 'an import.meta.url left as the bundle would find files from dist/').toBe(
      uses.length,
    );
    for (const [, path] of addresses)
      expect(existsSync(fileURLToPath(new URL(path!, `file://${outfile}`))), path).toBe(true);
    expect(addresses.map(([, path]) => path)).toContainEqual(
      expect.stringMatching(/apps\/api\/src\/modules\/cms\/store-content\.ts$/),
    );
  });

  it('compiles the workspace packages in and leaves the npm packages to Node', () => {
    expect(bundle).not.toMatch(/from "@hemma\//);
    expect(bundle).toMatch(/from "fastify"/);
    expect(bundle).toMatch(/from "react-router"/);
  });

  it("does not wrap functions to keep their names (tsx's keepNames: a property definition per closure made)", () => {
    expect(bundle).not.toMatch(/\b__name\(/);
  });
});
