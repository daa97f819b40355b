import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { readCatalogueFile } from '../input/catalogue-file.ts';
import { importProducts } from '../use-cases/catalog-import/import-products.ts';
import { FileRefusedError } from '../use-cases/catalog-import/parsed-file.ts';
import { RejectionLog } from '../use-cases/catalog-import/rejection-log.ts';
import { openConfiguredShop, runCommand } from './cli-database.ts';
import { createProgress } from './progress-line.ts';

const USAGE = `npm run catalogue:import -- FILE [--dry-run] [--format csv|json] [--batch-size N]
FILE is a catalogue CSV or JSON (docs/formats/catalogue-import.md). Products are upserted by sku; a product equal to
the stored one is left alone. --dry-run checks and saves everything, then rolls it back. --batch-size: products
per transaction (default 200).
Exit code: 0 all taken, 2 some rows rejected (listed with their lines), 1 the file was refused or the import failed.`;

/**
 * npm run catalogue:import -- FILE [--dry-run]
 * Imports a catalogue file into the configured database through the back office's product save (decision 0025).
 */
runCommand(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean', default: false },
      format: { type: 'string' },
      'batch-size': { type: 'string' },
    },
  });
  const path = positionals[0];
  if (!path || positionals.length > 1) throw new Error(`Give one file.\n${USAGE}`);
  if (values.format && !['csv', 'json'].includes(values.format))
    throw new Error(`--format is csv or json.\n${USAGE}`);
  const bytes = readFileSync(path);
  const shop = await openConfiguredShop();
  try {
    const context = shop.catalogAdmin();
    const started = Date.now();
    let read;
    try {
      read = await readCatalogueFile(context, bytes, values.format ?? basename(path));
    } catch (error) {
      if (error instanceof FileRefusedError)
        throw new Error(`${path} was refused, nothing imported: ${error.message}`, { cause: error });
      throw error;
    }
    const file = read;
    const dryRun = values['dry-run'];
    console.log(
      `${dryRun ? 'Dry run of' : 'Importing'} ${file.candidates} products from ${path} (${file.format}, ${file.rows} rows) into ${shop.where}`,
    );
    for (const notice of file.notices) console.log(`Note: ${notice.message}`);
    // Every rejected row is listed below, by line: a command's output may be long.
    const report = new RejectionLog();
    report.add(file.rejected);
    const progress = createProgress(file.candidates);
    const batchSize = values['batch-size'] ? Number(values['batch-size']) : undefined;
    if (batchSize !== undefined && !(Number.isInteger(batchSize) && batchSize > 0))
      throw new Error(`--batch-size is a whole number above 0.\n${USAGE}`);
    const actor = { id: null, email: 'npm run catalogue:import' };
    const outcome = await importProducts(context, actor, file.entries(), {
      dryRun,
      prepare: (trx) => file.prepare(trx, actor, new Date().toISOString()),
      ...(batchSize ? { batchSize } : {}),
      onRejected: (rows) => report.add(rows),
      onProgress: (done, c) =>
        progress.update(
          done,
          `${c.created} new, ${c.updated} changed, ${c.unchanged} unchanged, ${c.failed + c.skipped} refused`,
          file.candidates - c.skipped,
        ),
    });
    const rejected = report.first();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const usage = process.resourceUsage();
    const cpu = ((usage.userCPUTime + usage.systemCPUTime) / 1e6).toFixed(1);
    const peak = Math.round(usage.maxRSS / 1024);
    console.log(
      `${dryRun ? 'Would have made' : `Done in ${seconds} s (${cpu} s CPU, peak RSS ${peak} MB):`} ${outcome.created} new, ${outcome.updated} changed, ` +
        `${outcome.unchanged} unchanged; ${rejected.length} row${rejected.length === 1 ? '' : 's'} rejected.` +
        (dryRun ? ` (dry run, ${seconds} s, ${cpu} s CPU, peak RSS ${peak} MB: nothing was saved)` : ''),
    );
    for (const r of rejected) console.log(`  line ${r.line}${r.sku ? ` (${r.sku})` : ''}: ${r.reason}`);
    if (rejected.length > 0) process.exitCode = 2;
  } finally {
    await shop.close();
  }
});
