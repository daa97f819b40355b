import { createFolderObjectStore } from './folder-object-store.ts';
import type { ObjectStore } from './object-store.ts';
import { createS3ObjectStore, type S3MediaSettings } from './s3-object-store.ts';

export type { S3MediaSettings } from './s3-object-store.ts';

const VARIABLES = {
  bucket: 'HEMMA_MEDIA_S3_BUCKET',
  region: 'HEMMA_MEDIA_S3_REGION',
  endpoint: 'HEMMA_MEDIA_S3_ENDPOINT',
  accessKeyId: 'HEMMA_MEDIA_S3_ACCESS_KEY_ID',
  secretAccessKey: 'HEMMA_MEDIA_S3_SECRET_ACCESS_KEY',
} as const;

/** S3's rule for bucket names: 3 to 63 lower-case letters, digits, dots and hyphens, a letter or digit at each end. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * The S3 settings of the environment (decision 0053), or null when HEMMA_MEDIA_S3_BUCKET is unset (the local folder,
 * the default). Each problem names its variable, as the server's other settings do: `VARIABLE: what to do`.
 */
export function readS3MediaEnv(env: Record<string, string | undefined>): {
  s3: S3MediaSettings | null;
  problems: string[];
} {
  const value = (key: keyof typeof VARIABLES) => env[VARIABLES[key]]?.trim() || undefined;
  const bucket = value('bucket');
  const region = value('region');
  const endpoint = value('endpoint');
  const accessKeyId = value('accessKeyId');
  const secretAccessKey = value('secretAccessKey');
  const problems: string[] = [];
  if (!bucket) {
    const stray = (['region', 'endpoint', 'accessKeyId', 'secretAccessKey'] as const).filter((k) => value(k));
    if (stray.length > 0)
      problems.push(
        `${VARIABLES.bucket}: required with ${stray.map((k) => VARIABLES[k]).join(', ')} (the bucket the pictures ` +
          'go to); unset them all to keep the pictures in the local folder (HEMMA_MEDIA_DIR)',
      );
    return { s3: null, problems };
  }
  if (!BUCKET_NAME.test(bucket))
    problems.push(`${VARIABLES.bucket}: "${bucket}" is not a bucket name (3-63 of a-z, 0-9, "." and "-")`);
  if (!region)
    problems.push(
      `${VARIABLES.region}: required with ${VARIABLES.bucket}: the bucket's region, e.g. eu-north-1 ` +
        '(MinIO and most S3-compatible stores take us-east-1, R2 takes auto)',
    );
  if (endpoint && !/^https?:\/\/[^/\s]+/.test(endpoint))
    problems.push(`${VARIABLES.endpoint}: must be an http:// or https:// URL, e.g. http://minio:9000`);
  if (accessKeyId && !secretAccessKey)
    problems.push(`${VARIABLES.secretAccessKey}: required with ${VARIABLES.accessKeyId}`);
  if (secretAccessKey && !accessKeyId)
    problems.push(`${VARIABLES.accessKeyId}: required with ${VARIABLES.secretAccessKey}`);
  if (problems.length > 0 || !region) return { s3: null, problems };
  return {
    s3: {
      bucket,
      region,
      ...(endpoint ? { endpoint: endpoint.replace(/\/+$/, '') } : {}),
      ...(accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : {}),
    },
    problems,
  };
}

/** The picture store: the bucket when S3 is configured, else the local folder (HEMMA_MEDIA_DIR). */
export function createMediaStore(options: { imagesDir: string; s3?: S3MediaSettings | null }): ObjectStore {
  return options.s3 ? createS3ObjectStore(options.s3) : createFolderObjectStore(options.imagesDir);
}

/** The picture store the environment names, for the command-line tools; a bad setting throws, naming it. */
export function mediaStoreFromEnv(env: Record<string, string | undefined>, imagesDir: string): ObjectStore {
  const { s3, problems } = readS3MediaEnv(env);
  if (problems.length > 0)
    throw new Error(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  return createMediaStore({ imagesDir, s3 });
}
