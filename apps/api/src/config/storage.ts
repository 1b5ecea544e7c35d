import { z } from 'zod';
import { booleanString, invalidConfiguration, optionalUrl } from './env-values';

/** Where uploaded images are kept: an S3-compatible bucket, or DATA_DIR/uploads. */
export const storageEnv = z.object({
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: optionalUrl,
  S3_FORCE_PATH_STYLE: booleanString.default(true),
});

export interface S3Config {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl?: string;
  forcePathStyle: boolean;
}

export type StorageConfig = { kind: 's3'; s3: S3Config } | { kind: 'local'; dir: string };

/** S3 when the bucket and both keys are set; some of them only is refused. */
export function storageOf(e: z.output<typeof storageEnv> & { DATA_DIR: string }): StorageConfig {
  const s3Keys = [e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Keys.some(Boolean) && !s3Keys.every(Boolean)) {
    throw invalidConfiguration('S3: set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together');
  }
  return e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
    ? {
        kind: 's3',
        s3: {
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          bucket: e.S3_BUCKET,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          publicUrl: e.S3_PUBLIC_URL,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        },
      }
    : { kind: 'local', dir: `${e.DATA_DIR}/uploads` };
}
