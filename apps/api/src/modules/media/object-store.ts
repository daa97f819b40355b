import type { Readable } from 'node:stream';
import { AppError } from '../../errors.ts';

/** What the store knows of an object without its bytes. */
export interface ObjectInfo {
  bytes: number;
  /** When the object was last written (S3: LastModified, whole seconds; a folder: the file's mtime). */
  modified: Date;
}

export interface ObjectStream extends ObjectInfo {
  body: Readable;
}

/**
 * The shop's pictures (originals and, where several nodes share them, renditions) by key (decision 0053): a key is
 * a relative path such as `uploads/3f…e1.webp` or `products/sof-lund.webp`. Two adapters: a local folder (the
 * default, HEMMA_MEDIA_DIR) and an S3-compatible bucket (HEMMA_MEDIA_S3_*). A missing object is `null`; a store
 * that cannot be reached throws MediaStoreUnavailable (503).
 */
export interface ObjectStore {
  /** Where the objects are, for logs and messages: `folder /srv/media` or `s3://bucket (endpoint)`. */
  readonly where: string;
  /** Whether the store is shared by every node and renditions belong in it too (S3), or local (a folder). */
  readonly sharesRenditions: boolean;
  /** Writes an object whole; a stream needs its length (`bytes`), as S3 does. */
  put(key: string, body: Buffer | Readable, options: { contentType: string; bytes?: number }): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  stream(key: string): Promise<ObjectStream | null>;
  head(key: string): Promise<ObjectInfo | null>;
  /** Deletes the object; a missing one is no error. */
  delete(key: string): Promise<void>;
  /** Start-up check (decision 0053): throws a message naming the setting to fix when the store is unusable. */
  check(): Promise<void>;
}

/**
 * The store did not answer, or answered an error that is not "no such object": 503. The caller is told only that;
 * `detail` (which call, which key, which store, what failed) goes to the log line the error handler writes.
 */
export class MediaStoreUnavailable extends AppError {
  constructor(
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(503, 'The picture store is unavailable; try again in a moment');
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

const SEGMENT = /^[A-Za-z0-9_.-]+$/;

/** A relative key of plain segments: no leading slash, no `..`, nothing a folder or a bucket would read otherwise. */
export function isObjectKey(key: string): boolean {
  if (key.length === 0 || key.length > 900) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment) && segment !== '.' && segment !== '..');
}

export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  if (extension === 'webp') return 'image/webp';
  if (extension === 'png') return 'image/png';
  if (extension === 'jpg' || extension === 'jpeg') return 'image/jpeg';
  return 'application/octet-stream';
}
