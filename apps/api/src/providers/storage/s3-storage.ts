import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';
import type { Storage, StoredObject } from './storage';
import { assertStorageKey, isStorageKey } from './storage-key';

/** Keys carry a random part and are never rewritten, so caches may keep them forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Stores objects in an S3-compatible bucket (AWS S3, MinIO, R2, ...). */
export function createS3Storage(config: S3Config): Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // The SDK's default extra checksums are not understood by every S3-compatible service;
    // sending them only where S3 requires them keeps those services working.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const bucket = config.bucket;
  const baseUrl = trimSlashes(
    config.publicUrl ??
      (config.endpoint
        ? `${trimSlashes(config.endpoint)}/${bucket}`
        : `https://${bucket}.s3.${config.region}.amazonaws.com`),
  );

  return {
    kind: 's3',

    async put(key, body, contentType) {
      assertStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          CacheControl: IMMUTABLE,
        }),
      );
    },

    async read(key): Promise<StoredObject | null> {
      if (!isStorageKey(key)) return null;
      try {
        const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!response.Body) return null;
        // Images are small (a few hundred kB), so a buffer is simpler and never leaks a socket.
        const bytes = await response.Body.transformToByteArray();
        const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        return { body, contentType: response.ContentType ?? 'application/octet-stream', size: body.length };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async remove(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    urlFor(key) {
      return `${baseUrl}/${key}`;
    },
  };
}

function isNotFound(error: unknown): boolean {
  if (error instanceof NoSuchKey) return true;
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}

function trimSlashes(url: string): string {
  return url.replace(/\/+$/, '');
}
