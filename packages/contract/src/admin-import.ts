/** The catalogue import and export of the back office (decision 0025): import jobs and their reports. */
import { z } from 'zod';
import { queryInt } from './query.ts';
import { named } from './registry.ts';

export const IMPORT_FORMATS = ['csv', 'json'] as const;
export const IMPORT_STATUSES = ['running', 'done', 'failed'] as const;

/** The largest catalogue file an import takes, in bytes (about 40 000 products as CSV). */
export const MAX_IMPORT_BYTES = 25 * 1024 * 1024;

/** `POST /api/admin/imports?…`: how to read the body (the file itself). */
export const importStartQuery = z
  .object({
    /** Defaults to the file name's extension, else what the body looks like (`[` or `{` first: JSON). */
    format: z.enum(IMPORT_FORMATS).optional(),
    /** Check and save everything, then roll it back: the report says what the import would do. */
    dry_run: z
      .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
      .transform((v) => v === 'true' || v === '1')
      .default(false),
    /** The file's name, for the list of imports. */
    file_name: z.string().trim().min(1).max(200).optional(),
  })
  .strict();

export const importListQuery = z.object({ limit: queryInt({ min: 1, max: 100 }).default(20) }).strict();

/** A row the import did not take: the line of the file it is on, its sku when it has one, and why. */
export const importRejectionSchema = z.strictObject({
  line: z.number().int().min(1),
  sku: z.string().nullable(),
  reason: z.string(),
});

/**
 * Why the import read the file as it did: a file that was not UTF-8 and was converted (issue 29, defect 9); the
 * attributes and options the file's columns define that the shop lacks, which the import creates (issue 35).
 */
export const IMPORT_NOTICE_CODES = [
  'converted_from_windows_1252',
  'creates_attributes',
  'creates_taxonomy',
] as const;

/** Something the report says about the file as a whole (the back office shows it by its code, else its message). */
export const importNoticeSchema = z.strictObject({
  code: z.enum(IMPORT_NOTICE_CODES),
  message: z.string(),
  /** creates_attributes: each attribute the import creates (`existing` false) or adds options to (`existing` true). */
  attributes: z
    .array(
      z.strictObject({
        code: z.string(),
        label: z.string(),
        input: z.enum(['select', 'multiselect', 'text', 'textarea', 'number', 'boolean']),
        unit: z.string().nullable(),
        existing: z.boolean(),
        /** The options it creates. */
        options: z.array(z.string()),
      }),
    )
    .optional(),
  /** creates_taxonomy: the tax classes, brands and categories (url paths) the import creates. */
  taxonomy: z
    .strictObject({
      tax_classes: z.array(z.string()),
      brands: z.array(z.string()),
      categories: z.array(z.string()),
    })
    .optional(),
});

export const importJobSchema = named(
  'ImportJob',
  z.strictObject({
    id: z.number().int(),
    status: z.enum(IMPORT_STATUSES),
    dry_run: z.boolean(),
    format: z.enum(IMPORT_FORMATS),
    file_name: z.string(),
    /** Who started it. */
    staff_email: z.string(),
    /** Rows (CSV) or objects (JSON) in the file. */
    rows: z.number().int().min(0),
    /** Products the file has that can be saved, and how many of them are done. */
    total: z.number().int().min(0),
    processed: z.number().int().min(0),
    created: z.number().int().min(0),
    updated: z.number().int().min(0),
    unchanged: z.number().int().min(0),
    /** Rejected rows, by line (the first 1000). */
    rejected: z.number().int().min(0),
    rejections: z.array(importRejectionSchema),
    /** What the report says about the whole file: e.g. that it was converted from Windows-1252. */
    notices: z.array(importNoticeSchema),
    /** Why a failed import stopped. */
    error: z.string().nullable(),
    created_at: z.string(),
    finished_at: z.string().nullable(),
  }),
  'A catalogue import: its progress while it runs, then its counts and the rejected rows with their lines.',
);

export const importJobListSchema = z.strictObject({ items: z.array(importJobSchema) });

export type ImportJobDto = z.infer<typeof importJobSchema>;
export type ImportRejection = z.infer<typeof importRejectionSchema>;
export type ImportNotice = z.infer<typeof importNoticeSchema>;
export type ImportStartQuery = z.input<typeof importStartQuery>;
