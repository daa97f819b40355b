import { once } from 'node:events';
import { createWriteStream, renameSync, rmSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { exportCatalogue } from '../use-cases/catalog-import/export-catalogue.ts';
import { detectFormat } from '../use-cases/catalog-import/parse-catalogue-file.ts';
import { openConfiguredShop, runCommand } from './cli-database.ts';

const USAGE = `npm run catalogue:export [-- FILE] [--format csv|json]
Writes the catalogue in the import's format (docs/formats/catalogue-import.md) to FILE, or to the standard output.
The format follows FILE's extension unless --format says otherwise (CSV by default).`;

/** npm run catalogue:export [-- FILE] [--format csv|json]: the whole catalogue, as catalogue:import reads it. */
runCommand(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { format: { type: 'string' } },
  });
  if (positionals.length > 1) throw new Error(`Give at most one file.\n${USAGE}`);
  if (values.format && !['csv', 'json'].includes(values.format))
    throw new Error(`--format is csv or json.\n${USAGE}`);
  const path = positionals[0];
  const format =
    values.format === 'json' || values.format === 'csv' ? values.format : detectFormat('', path ?? 'x.csv');
  const shop = await openConfiguredShop();
  try {
    // Written as it is read, a batch of products at a time: the file is never whole in memory.
    const pieces = exportCatalogue(shop.catalogAdmin(), format);
    if (!path) {
      for await (const piece of pieces) if (!process.stdout.write(piece)) await once(process.stdout, 'drain');
    } else {
      // Into a file beside it first, renamed when complete: a failed export leaves no half file under FILE's name.
      const partial = `${path}.partial`;
      let bytes = 0;
      try {
        await pipeline(
          pieces,
          async function* (source: AsyncIterable<string>) {
            for await (const piece of source) {
              bytes += Buffer.byteLength(piece);
              yield piece;
            }
          },
          createWriteStream(partial),
        );
        renameSync(partial, path);
      } finally {
        rmSync(partial, { force: true });
      }
      console.error(`✔ The catalogue of ${shop.where} is in ${path} (${format}, ${bytes} bytes).`);
    }
  } finally {
    await shop.close();
  }
});
