import type { ImportJobDto, ImportNotice, ImportRejection } from '@hemma/contract';
import { NotFoundError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import { createImportJobRepository, type ImportJobRow } from '../../modules/imports/import-job-repository.ts';
import type { CatalogAdminContext } from '../catalog-admin/catalog-admin-context.ts';
import { importProducts } from './import-products.ts';
import type { CatalogueFile } from './open-catalogue-file.ts';
import { RejectionLog } from './rejection-log.ts';

/** The report keeps the first rejected rows; the count says how many there were. */
const MAX_REPORTED = 1000;

/** A running job's figures in the process that runs it (the row has them per batch). */
interface Live {
  processed: number;
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
}

/** The import jobs of one API process: the database rows, and the live progress of the jobs this process runs. */
export function createImportContext(catalogAdmin: CatalogAdminContext) {
  return {
    catalogAdmin,
    live: new Map<number, Live>(),
    runs: new Map<number, Promise<void>>(),
    stopping: new AbortController(),
  };
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
    total: live?.total ?? row.total,
    processed: live?.processed ?? row.processed,
    created: live?.created ?? row.created,
    updated: live?.updated ?? row.updated,
    unchanged: live?.unchanged ?? row.unchanged,
    rejected: live?.rejected ?? row.rejected,
    rejections: JSON.parse(row.rejections_json) as ImportRejection[],
    notices: JSON.parse(row.notices_json) as ImportNotice[],
    error: row.error,
    created_at: row.created_at,
    finished_at: row.finished_at,
  };
}

export interface StartImport {
  fileName: string;
  dryRun: boolean;
  file: CatalogueFile;
}

/**
 * Starts an import job (decision 0025): the row is written at once with the rows the file's first pass rejected,
 * the products are read and saved in the background by `importProducts`, a batch at a time (issue 29, defect 5:
 * progress per product in this process, per batch in the row), and the end writes the counts, the report (the first
 * 1000 rejected rows by line) and one audit entry. `total` starts as the products the file names and drops by each
 * one rejected while it is read. The caller polls `getImportJob`.
 */
export async function startImportJob(
  context: ImportContext,
  actor: AuditActor,
  start: StartImport,
): Promise<ImportJobDto> {
  const { db, now } = context.catalogAdmin;
  const jobs = createImportJobRepository(db);
  const report = new RejectionLog(MAX_REPORTED);
  report.add(start.file.rejected);
  const row = await jobs.insert({
    staff_id: actor.id,
    staff_email: actor.email,
    file_name: start.fileName,
    format: start.file.format,
    dry_run: start.dryRun ? 1 : 0,
    status: 'running',
    rows: start.file.rows,
    total: start.file.candidates,
    processed: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    rejected: report.count,
    rejections_json: JSON.stringify(report.first()),
    notices_json: JSON.stringify(start.file.notices),
    created_at: now().toISOString(),
  });
  const live: Live = {
    processed: 0,
    total: start.file.candidates,
    created: 0,
    updated: 0,
    unchanged: 0,
    rejected: report.count,
  };
  context.live.set(row.id, live);
  const run = runJob(context, actor, row, start, live, report).finally(() => {
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
  report: RejectionLog,
): Promise<void> {
  const { db, now } = context.catalogAdmin;
  const jobs = createImportJobRepository(db);
  const candidates = start.file.candidates;
  try {
    const outcome = await importProducts(context.catalogAdmin, actor, start.file.entries(), {
      dryRun: start.dryRun,
      signal: context.stopping.signal,
      prepare: (trx) => start.file.prepare(trx, actor, now().toISOString()),
      onRejected: (rows) => {
        report.add(rows);
        live.rejected = report.count;
      },
      onProgress: (done, counts) =>
        Object.assign(live, {
          processed: done,
          total: candidates - counts.skipped,
          created: counts.created,
          updated: counts.updated,
          unchanged: counts.unchanged,
        }),
      onBatch: (done, counts) =>
        jobs.update(row.id, {
          processed: done,
          total: candidates - counts.skipped,
          created: counts.created,
          updated: counts.updated,
          unchanged: counts.unchanged,
          rejected: report.count,
        }),
    });
    const finished = now().toISOString();
    const counts = {
      processed: candidates - outcome.skipped,
      created: outcome.created,
      updated: outcome.updated,
      unchanged: outcome.unchanged,
      rejected: report.count,
    };
    await db.transaction().execute(async (trx) => {
      await createImportJobRepository(trx).update(row.id, {
        ...counts,
        total: counts.processed,
        status: 'done',
        rejections_json: JSON.stringify(report.first()),
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
      rejected: report.count,
      rejections_json: JSON.stringify(report.first()),
      error: error instanceof Error ? error.message : String(error),
      finished_at: now().toISOString(),
    });
  }
}

/**
 * Stops this process's running imports between two batches and waits until each has written its end (failed, with
 * the reason: what was committed stays, the file can be imported again). Called as the API closes, before its
 * database is.
 */
export async function stopImportJobs(context: ImportContext): Promise<void> {
  context.stopping.abort(
    new Error(
      'The server was stopped during the import: the products saved before stay; import the file again',
    ),
  );
  await Promise.allSettled(context.runs.values());
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
