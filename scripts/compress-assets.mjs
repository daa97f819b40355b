// Writes .br and .gz copies of a web app's static text assets so the server can send them precompressed: the
// storefront's build/client by default, or the folder given (relative to the repository), e.g. apps/admin/build.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

const clientDir = join(root, process.argv[2] ?? 'apps/storefront/build/client');
let files = 0;
function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (/\.(js|css|svg|json|webmanifest|txt|html)$/.test(entry.name)) {
      const body = readFileSync(path);
      if (body.length < 1024) continue;
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      files += 1;
    }
  }
}
walk(clientDir);
console.log(`  precompressed ${files} assets`);
