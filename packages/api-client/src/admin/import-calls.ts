import type { ImportJobDto } from '@hemma/contract';
import type { AdminHttp } from './admin-http.ts';

export interface ImportStartOptions {
  fileName: string;
  dryRun: boolean;
}

/** The catalogue's formats by a file's name: JSON for `.json`, else CSV. */
const contentTypeOf = (fileName: string) => (/\.json$/i.test(fileName) ? 'application/json' : 'text/csv');

/**
 * The catalogue import and export (decision 0025): start an import with the file as the body, poll its job, list
 * the latest; the export is a download the browser fetches itself (a link), so only its address is here.
 */
export function importCalls(http: AdminHttp) {
  return {
    imports: {
      // The type follows the file's name: a browser may call a CSV application/vnd.ms-excel, or nothing at all.
      start: (file: Blob | string, options: ImportStartOptions) =>
        http.send<ImportJobDto>(
          'POST',
          `imports?${new URLSearchParams({ file_name: options.fileName, dry_run: String(options.dryRun) })}`,
          new Blob([file], { type: contentTypeOf(options.fileName) }),
        ),
      get: (id: number) => http.get<ImportJobDto>(`imports/${id}`),
      list: (limit = 10) => http.get<{ items: ImportJobDto[] }>('imports', { limit }),
    },
    exports: {
      /** The address of the catalogue as a file (same origin: the session cookie goes with it). */
      catalogueUrl: (format: 'csv' | 'json' = 'csv') => `/api/admin/exports/catalogue.${format}`,
    },
  };
}
