import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

describe('HEMMA_MEDIA_S3_* (decision 0053)', () => {
  it('keeps the pictures in the folder by default; a bucket without a region stops the boot, naming the variable', () => {
    expect(loadEnv({}).mediaS3).toBeNull();
    expect(() => loadEnv({ HEMMA_MEDIA_S3_BUCKET: 'hemma-media' })).toThrow(
      /^Invalid environment:\n {2}- HEMMA_MEDIA_S3_REGION: required with HEMMA_MEDIA_S3_BUCKET/,
    );
    expect(
      loadEnv({
        HEMMA_MEDIA_S3_BUCKET: 'hemma-media',
        HEMMA_MEDIA_S3_REGION: 'us-east-1',
        HEMMA_MEDIA_S3_ENDPOINT: 'http://minio:9000/',
      }).mediaS3,
    ).toEqual({ bucket: 'hemma-media', region: 'us-east-1', endpoint: 'http://minio:9000' });
  });
});
