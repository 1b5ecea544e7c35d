import type { Config } from '../../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

/** The storage adapter the configuration names: S3 when a bucket is set, else a local folder. */
export function createStorage(config: Config['storage']): Storage {
  return config.kind === 's3' ? createS3Storage(config.s3) : createLocalStorage(config.dir);
}
