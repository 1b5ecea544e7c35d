import { describe, expect, it } from 'vitest';
import { createStorage } from './create-storage';

describe('createStorage', () => {
  it('uses a local folder unless a bucket is configured', () => {
    const storage = createStorage({ kind: 'local', dir: '/tmp/tiketi-never-written' });
    expect(storage.kind).toBe('local');
    expect(storage.urlFor('a-480.webp')).toBe('/media/a-480.webp');
  });

  it('uses S3 when a bucket is configured', () => {
    const storage = createStorage({
      kind: 's3',
      s3: {
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        bucket: 'media',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
    });
    expect(storage.kind).toBe('s3');
    expect(storage.urlFor('a-480.webp')).toBe('http://127.0.0.1:9000/media/a-480.webp');
  });
});
