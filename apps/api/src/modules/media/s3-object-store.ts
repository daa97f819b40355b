import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { isObjectKey, MediaStoreUnavailable, type ObjectStore } from './object-store.ts';

/** An S3-compatible bucket (decision 0053): HEMMA_MEDIA_S3_BUCKET, _REGION, _ENDPOINT, _ACCESS_KEY_ID, _SECRET_ACCESS_KEY. */
export interface S3MediaSettings {
  bucket: string;
  region: string;
  /** MinIO, R2, Ceph or a local emulator: addressed path-style (`endpoint/bucket/key`). Unset: AWS itself. */
  endpoint?: string;
  /** Both or neither; neither: the SDK's default credential chain (environment, profile, instance or task role). */
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** How long a connection and a whole call may take before the call counts as failed (then retried by the SDK). */
const CONNECT_MS = 3_000;
const CALL_MS = 15_000;

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

/** An S3 "no such object": GetObject's NoSuchKey, HeadObject's bodiless 404. */
function isMissingObject(error: unknown): boolean {
  const { name } = error as Error;
  return statusOf(error) === 404 && (name === 'NoSuchKey' || name === 'NotFound');
}

type Sdk = typeof S3Sdk;

/**
 * The bucket as an ObjectStore. The SDK is loaded by the first call (some 20 MB and 90 ms a process), so a shop that
 * keeps its pictures in the folder never loads it.
 */
export function createS3ObjectStore(settings: S3MediaSettings): ObjectStore {
  const { bucket } = settings;
  const where = `s3://${bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ` (${settings.region})`}`;
  let loaded: Promise<{ sdk: Sdk; client: S3Client }> | null = null;
  const s3 = () => (loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: connect(sdk) })));
  const connect = (sdk: Sdk) =>
    new sdk.S3Client({
      region: settings.region,
      ...(settings.endpoint
        ? {
            endpoint: settings.endpoint,
            forcePathStyle: true,
            // Checksums only where an operation needs them: the SDK's default (a CRC trailer in aws-chunked bodies)
            // is refused by several S3-compatible stores and emulators.
            requestChecksumCalculation: 'WHEN_REQUIRED' as const,
            responseChecksumValidation: 'WHEN_REQUIRED' as const,
          }
        : {}),
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
      requestHandler: { connectionTimeout: CONNECT_MS, requestTimeout: CALL_MS },
    });

  function unavailable(action: string, key: string, error: unknown): MediaStoreUnavailable {
    // An answer of S3 carries its status; a connection that failed, only a message.
    const reason =
      statusOf(error) !== undefined
        ? `${(error as Error).name} (HTTP ${statusOf(error)})`
        : ((error as Error).message ?? String(error));
    return new MediaStoreUnavailable(`${action} ${key} in ${where} failed: ${reason}`, { cause: error });
  }

  async function call<T>(action: string, key: string, work: () => Promise<T>): Promise<T | null> {
    try {
      return await work();
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw unavailable(action, key, error);
    }
  }

  async function stream(key: string) {
    if (!isObjectKey(key)) return null;
    return call('GetObject', key, async () => {
      const { sdk, client } = await s3();
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
      return {
        bytes: answer.ContentLength ?? 0,
        modified: answer.LastModified ?? new Date(0),
        body: answer.Body as Readable,
      };
    });
  }

  return {
    where,
    sharesRenditions: true,
    async put(key, body, options) {
      if (!isObjectKey(key)) throw new Error(`Not an object key: ${key}`);
      await call('PutObject', key, async () => {
        const { sdk, client } = await s3();
        return client.send(
          new sdk.PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: body,
            ContentType: options.contentType,
            ContentLength: Buffer.isBuffer(body) ? body.length : options.bytes,
          }),
        );
      });
    },
    async get(key) {
      const found = await stream(key);
      if (!found) return null;
      const chunks: Buffer[] = [];
      try {
        for await (const chunk of found.body) chunks.push(chunk as Buffer);
      } catch (error) {
        throw unavailable('GetObject', key, error);
      }
      return Buffer.concat(chunks);
    },
    stream,
    async head(key) {
      if (!isObjectKey(key)) return null;
      return call('HeadObject', key, async () => {
        const { sdk, client } = await s3();
        const answer = await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { bytes: answer.ContentLength ?? 0, modified: answer.LastModified ?? new Date(0) };
      });
    },
    async delete(key) {
      if (!isObjectKey(key)) return;
      await call('DeleteObject', key, async () => {
        const { sdk, client } = await s3();
        return client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
      });
    },
    async check() {
      const { sdk, client } = await s3();
      try {
        await client.send(new sdk.HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        const status = statusOf(error);
        if (status === 404)
          throw new Error(
            `HEMMA_MEDIA_S3_BUCKET: the bucket "${bucket}" does not exist in ${where}; create it, or correct the name`,
            { cause: error },
          );
        if (status === 403 || status === 401)
          throw new Error(
            `HEMMA_MEDIA_S3_ACCESS_KEY_ID: access to the bucket "${bucket}" in ${where} was refused (HTTP ${status}); ` +
              'check the keys (or the role the default credential chain finds) and the bucket policy',
            { cause: error },
          );
        if ((error as Error).name === 'CredentialsProviderError')
          throw new Error(
            'HEMMA_MEDIA_S3_ACCESS_KEY_ID: no credentials for the bucket: set it and HEMMA_MEDIA_S3_SECRET_ACCESS_KEY, ' +
              "or give the process a profile or role the AWS SDK's default credential chain finds",
            { cause: error },
          );
        throw new Error(
          `HEMMA_MEDIA_S3_ENDPOINT: the bucket "${bucket}" in ${where} could not be reached: ` +
            `${(error as Error).message || (error as Error).name}`,
          { cause: error },
        );
      }
    },
  };
}
