import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import {
  adminIdParams,
  importJobListSchema,
  importJobSchema,
  importListQuery,
  importStartQuery,
  MAX_IMPORT_BYTES,
} from '@hemma/contract';
import type { AppContext } from '../../app-context.ts';
import { InputError } from '../../errors.ts';
import { exportCatalogue } from '../../use-cases/catalog-import/export-catalogue.ts';
import { createExportGate, PARALLEL_EXPORTS } from '../../use-cases/catalog-import/export-gate.ts';
import {
  createImportContext,
  getImportJob,
  listImportJobs,
  startImportJob,
  stopImportJobs,
} from '../../use-cases/catalog-import/import-jobs.ts';
import { FileRefusedError } from '../../use-cases/catalog-import/parsed-file.ts';
import { rolesFor } from '../../use-cases/staff/staff-areas.ts';
import type { RouteRegistry } from '../route.ts';
import { megabytes, registerUploadRoutes, withUploadedFile } from './file-body.ts';
import { addAdminRoute, requireStaff } from './admin-route.ts';
import { openCatalogueDownload } from './catalogue-download.ts';
import { readCatalogueFile } from '../../input/catalogue-file.ts';

const IMPORTS = '/api/admin/imports';
const FILE_TYPES = ['text/csv', 'application/json', 'application/octet-stream'] as const;

const tags = ['admin: import and export'];
const area = 'catalogue' as const;

/** The catalogue import and export of the back office (decision 0025): the catalogue and owner roles. */
export function registerAdminImportRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { staff, catalogAdmin, uploadDir }: AppContext,
): void {
  const imports = createImportContext(catalogAdmin);
  // A running import stops between two batches and writes its end before the database closes.
  app.addHook('onClose', () => stopImportJobs(imports));
  const file = {
    field: 'file',
    noun: 'an import',
    sendWhat: 'send the catalogue file itself',
    types: FILE_TYPES,
    maxBytes: MAX_IMPORT_BYTES,
    dir: uploadDir,
  };
  // The file is read only after the staff check, written to disk as it comes (file-body.ts, issue 29).
  registerUploadRoutes(app, MAX_IMPORT_BYTES, (uploads) =>
    addAdminRoute(uploads, registry, staff, {
      method: 'POST',
      url: IMPORTS,
      summary:
        'Start a catalogue import: the body is the file itself, CSV or JSON (docs/formats/catalogue-import.md), at ' +
        `most ${megabytes(MAX_IMPORT_BYTES)}. Products are upserted by sku through the product save; a product equal ` +
        'to the stored one is left alone. A file that is not a catalogue (not CSV or JSON, a wrong header) is a 400 and ' +
        'nothing is imported; rows that cannot be taken are skipped and reported with their lines. Answers the job: ' +
        'poll it.',
      tags,
      area,
      query: importStartQuery,
      bodyContent: {
        types: FILE_TYPES,
        description: `The catalogue file, at most ${megabytes(MAX_IMPORT_BYTES)}.`,
      },
      response: importJobSchema,
      handler: async ({ actor, query, request }) => {
        const hint = query.format ?? query.file_name ?? null;
        // The use case takes the file's bytes and decodes them itself (UTF-8, else Windows-1252: issue 29, defect 9);
        // the temporary file is removed once it is read and checked.
        const read = await withUploadedFile(request, file, async ({ path }) => {
          try {
            return await readCatalogueFile(catalogAdmin, await readFile(path), hint);
          } catch (error) {
            if (error instanceof FileRefusedError) throw new InputError(`file: ${error.message}`);
            throw error;
          }
        });
        return startImportJob(imports, actor, {
          fileName: query.file_name ?? `catalogue.${read.format}`,
          dryRun: query.dry_run,
          file: read,
        });
      },
    }),
  );
  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: IMPORTS,
    summary: 'The latest catalogue imports, newest first, with their progress or counts.',
    tags,
    area,
    query: importListQuery,
    response: importJobListSchema,
    handler: async ({ query }) => ({ items: await listImportJobs(imports, query.limit) }),
  });
  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: `${IMPORTS}/:id`,
    summary:
      'A catalogue import: `running` with the products done so far, then `done` with the counts and every rejected ' +
      'row with its line and reason (or `failed` with the error).',
    tags,
    area,
    params: adminIdParams,
    response: importJobSchema,
    handler: ({ params }) => getImportJob(imports, params.id),
  });
  const exports = createExportGate();
  for (const format of ['csv', 'json'] as const) {
    const url = `/api/admin/exports/catalogue.${format}`;
    registry.routes.push({
      method: 'GET',
      url,
      summary:
        `The whole catalogue as ${format.toUpperCase()} in the import's format: importing it into this shop changes ` +
        `nothing. Streamed from one snapshot of the database as it downloads; at most ${PARALLEL_EXPORTS} exports run ` +
        `at once, another is a 429 with Retry-After.`,
      tags,
      auth: 'staff',
      roles: rolesFor(area),
      raw: {
        contentType: format === 'csv' ? 'text/csv' : 'application/json',
        description: 'The file, as a download (Content-Disposition: attachment).',
      },
    });
    app.get(url, async (request, reply) => {
      await requireStaff(staff, request, area);
      const file = await openCatalogueDownload(request, reply, {
        gate: exports,
        start: () => exportCatalogue(catalogAdmin, format),
      });
      const day = catalogAdmin.now().toISOString().slice(0, 10);
      return reply
        .header(
          'content-type',
          format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
        )
        .header('content-disposition', `attachment; filename="hemma-catalogue-${day}.${format}"`)
        .header('cache-control', 'no-store')
        .send(file);
    });
  }
}
