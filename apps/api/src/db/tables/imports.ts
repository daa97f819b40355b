import type { Generated } from 'kysely';

/** Row types of migration 0013 (catalogue import jobs, decision 0025). */
export interface ImportJobTable {
  id: Generated<number>;
  staff_id: number | null;
  staff_email: string;
  file_name: string;
  format: 'csv' | 'json';
  dry_run: number;
  status: 'running' | 'done' | 'failed';
  rows: number;
  total: number;
  processed: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
  rejections_json: string;
  /** Migration 0032: what the report says about the whole file (ImportNotice[] as JSON). */
  notices_json: Generated<string>;
  error: string | null;
  created_at: string;
  finished_at: string | null;
}

export interface ImportTables {
  import_jobs: ImportJobTable;
}
