// The server's production build (decision 0070): one ES module, apps/server/dist/main.mjs, with the server and the
// workspace packages it imports (@hemma/*) compiled in, and the npm packages left to Node. Plain Node runs it, with
// no TypeScript loader: tsx compiles with esbuild's `keepNames`, which wraps every named function in a call that
// sets its name each time the function is made, so each closure a request makes cost a property definition too.
// A module that finds a file from its own place (`new URL('…', import.meta.url)`) finds it from the bundle too: its
// import.meta.url becomes its source file's address, taken relative to the bundle.
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const SERVER_BUNDLE = join(here, 'dist', 'main.mjs');

/** Builds the server into `outfile` (the place `npm start` runs it from unless a test asks for another). */
export async function buildServer(outfile = SERVER_BUNDLE) {
  await build({
    entryPoints: [join(here, 'src', 'main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        name: 'npm-packages-stay-outside',
        setup(build) {
          // Every bare import is left to Node except the workspace's own TypeScript packages.
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@hemma/') ? undefined : { path: args.path, external: true },
          );
        },
      },
      {
        name: 'import-meta-url-of-the-source',
        setup(build) {
          build.onLoad({ filter: /\.ts$/ }, async (args) => {
            const contents = await readFile(args.path, 'utf8');
            if (!contents.includes('import.meta.url')) return undefined;
            const fromBundle = relative(dirname(outfile), args.path).split('\\').join('/');
            const source = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
            return { contents: contents.replaceAll('import.meta.url', source), loader: 'ts' };
          });
        },
      },
    ],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
