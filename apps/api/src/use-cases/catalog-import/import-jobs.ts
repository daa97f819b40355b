import type { ImportJobDto, ImportRejection } from '@hemma/contract';
import { NotFoundError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import { createImportJobRepository, type ImportJobRow } from '../../modules/imports/import-job-repository.ts';
import type { CatalogAdminContext } from '../catalog-admin/catalog-admin-context.ts';
import { importProducts, type ImportCounts, type ImportItem } from './import-products.ts';
import type { ParsedFile } from './parsed-file.ts';

/** The report keeps the first rejected rows; the count says how many there were. */
const MAX_REPORTED = 1000;

interface Live extends ImportCounts {
  processed: number;
}

/** The import jobs of one API process: the database rows, and the live progress of the jobs this process runs. */
export function createImportContext(catalogAdmin: CatalogAdminContext) {
  return { catalogAdmin, live: new Map<number, Live>(), runs: new Map<number, Promise<void>>() };
}
export type ImportContext = ReturnType<typeof createImportContext>;

export function presentImportJob(row: ImportJobRow, live?: Live): ImportJobDto {
  return {
    id: row.id,
    status: row.status,
    dry_run: row.dry_run === 1,
    format: row.format,
    file_name: row.file_name,
    staff_email: row.staff_email,
    rows: row.rows,
    total: row.total,
    processed: live?.processed ?? row.processed,
    created: live?.created ?? row.created,
    updated: live?.updated ?? row.updated,
    unchanged: live?.unchanged ?? row.unchanged,
    rejected: row.rejected + (live?.failed ?? 0),
    rejections: JSON.parse(row.rejections_json) as ImportRejection[],
    error: row.error,
    created_at: row.created_at,
    finished_at: row.finished_at,
  };
}

export interface StartImport {
  fileName: string;
  dryRun: boolean;
  file: ParsedFile;
  items: ImportItem[];
}

/**
 * Starts an import job (decision 0025): the row is written at once with the file's rejected rows, the products are
 * saved in the background by `importProducts` (progress per product in this process, per batch in the row), and
 * the end writes the counts, the whole report and one audit entry. The caller polls `getImportJob`.
 */
export async function startImportJob(
  context: ImportContext,
  actor: AuditActor,
  start: StartImport,
): Promise<ImportJobDto> {
  const { db, now } = context.catalogAdmin;
  const jobs = createImportJobRepository(db);
  const row = await jobs.insert({
    staff_id: actor.id,
    staff_email: actor.email,
    file_name: start.fileName,
    format: start.file.format,
    dry_run: start.dryRun ? 1 : 0,
    status: 'running',
    rows: start.file.rows,
    total: start.items.length,
    processed: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    rejected: start.file.rejected.length,
    rejections_json: JSON.stringify(start.file.rejected.slice(0, MAX_REPORTED)),
    created_at: now().toISOString(),
  });
  const live: Live = { processed: 0, created: 0, updated: 0, unchanged: 0, failed: 0 };
  context.live.set(row.id, live);
  const run = runJob(context, actor, row, start, live).finally(() => {
    context.live.delete(row.id);
    context.runs.delete(row.id);
  });
  context.runs.set(row.id, run);
  return presentImportJob(row, live);
}

async function runJob(
  context: ImportContext,
  actor: AuditActor,
  row: ImportJobRow,
  start: StartImport,
  live: Live,
): Promise<void> {
  const { db, now } = context.catalogAdmin;
  const jobs = createImportJobRepository(db);
  try {
    const outcome = await importProducts(context.catalogAdmin, actor, start.items, {
      dryRun: start.dryRun,
      onProgress: (done, counts) => Object.assign(live, counts, { processed: done }),
      onBatch: (done, counts) =>
        jobs.update(row.id, {
          processed: done,
          created: counts.created,
          updated: counts.updated,
          unchanged: counts.unchanged,
        }),
    });
    const rejected = [...start.file.rejected, ...outcome.rejected].sort((a, b) => a.line - b.line);
    const finished = now().toISOString();
    const counts = {
      processed: start.items.length,
      created: outcome.created,
      updated: outcome.updated,
      unchanged: outcome.unchanged,
      rejected: rejected.length,
    };
    await db.transaction().execute(async (trx) => {
      await createImportJobRepository(trx).update(row.id, {
        ...counts,
        status: 'done',
        rejections_json: JSON.stringify(rejected.slice(0, MAX_REPORTED)),
        finished_at: finished,
      });
      await recordAudit(
        trx,
        actor,
        {
          action: start.dryRun ? 'catalogue.import_dry_run' : 'catalogue.import',
          entityType: 'import',
          entityId: row.id,
          summary:
            `${start.dryRun ? 'Dry run of the import of' : 'Imported'} ${start.fileName}: ${counts.created} new, ` +
            `${counts.updated} changed, ${counts.unchanged} unchanged, ${counts.rejected} rows rejected`,
          after: { file_name: start.fileName, ...counts },
        },
        finished,
      );
    });
  } catch (error) {
    await jobs.update(row.id, {
      status: 'failed',
      error: error instanceof Error ? error.message : String(error),
      finished_at: now().toISOString(),
    });
  }
}

export async function getImportJob(context: ImportContext, id: number): Promise<ImportJobDto> {
  const row = await createImportJobRepository(context.catalogAdmin.db).find(id);
  if (!row) throw new NotFoundError(`No import ${id}`);
  return presentImportJob(row, context.live.get(id));
}

export async function listImportJobs(context: ImportContext, limit: number): Promise<ImportJobDto[]> {
  const rows = await createImportJobRepository(context.catalogAdmin.db).recent(limit);
  return rows.map((row) => presentImportJob(row, context.live.get(row.id)));
}
