import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Config } from '../../config';
import { createS3Storage } from './s3-storage';
import type { StoredObject } from './storage';

// A real S3 HTTP server on loopback: requests go through the AWS SDK, its SigV4 signing and
// path-style URLs, and the server checks the signatures against its own credentials.
let server: S3rver;
let directory: string;
let config: S3Config;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'tiketi-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'tiketi-media' }],
  });
  const { port } = await server.run();
  config = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: 'tiketi-media',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
});

afterAll(async () => {
  await server?.close();
  if (directory) await rm(directory, { recursive: true, force: true });
});

async function bytesOf(object: StoredObject): Promise<Buffer> {
  if (Buffer.isBuffer(object.body)) return object.body;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe('S3 storage against a local S3 server', () => {
  it('puts, reads back and removes an object', async () => {
    const storage = createS3Storage(config);
    const body = Buffer.from('RIFF-not-really-webp-but-bytes-are-bytes');

    await storage.put('abc123-480.webp', body, 'image/webp');
    const object = await storage.read('abc123-480.webp');

    expect(object).not.toBeNull();
    assert(object, 'the stored object');
    expect(object.contentType).toBe('image/webp');
    expect(object.size).toBe(body.length);
    expect((await bytesOf(object)).equals(body)).toBe(true);

    await storage.remove('abc123-480.webp');
    expect(await storage.read('abc123-480.webp')).toBeNull();
  });

  it('serves the object at its public URL with long-lived cache headers', async () => {
    const storage = createS3Storage(config);
    const body = Buffer.from([1, 2, 3, 4, 5]);
    await storage.put('public-1-960.webp', body, 'image/webp');

    const url = storage.urlFor('public-1-960.webp');
    expect(url).toBe(`${config.endpoint}/tiketi-media/public-1-960.webp`);
    const response = await fetch(url);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await response.arrayBuffer()).equals(body)).toBe(true);
  });

  it('reads a missing key as null and removes it without error', async () => {
    const storage = createS3Storage(config);
    expect(await storage.read('never-written-480.webp')).toBeNull();
    await expect(storage.remove('never-written-480.webp')).resolves.toBeUndefined();
  });

  it('refuses keys the server could not have made', async () => {
    const storage = createS3Storage(config);
    await expect(storage.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /Invalid storage key/,
    );
    await expect(storage.remove('a/b.webp')).rejects.toThrow(/Invalid storage key/);
    expect(await storage.read('/etc/passwd')).toBeNull();
  });

  it('fails when the credentials are wrong, so requests really are signed and checked', async () => {
    const storage = createS3Storage({ ...config, secretAccessKey: 'wrong-secret' });
    await expect(storage.put('signed-480.webp', Buffer.from('x'), 'image/webp')).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });
  });

  it('builds public URLs from the public base, the endpoint or the AWS bucket host', () => {
    const withPublic = createS3Storage({ ...config, publicUrl: 'https://cdn.example.com/media/' });
    expect(withPublic.urlFor('k-480.webp')).toBe('https://cdn.example.com/media/k-480.webp');

    const onAws = createS3Storage({ ...config, endpoint: undefined, region: 'eu-west-1' });
    expect(onAws.urlFor('k-480.webp')).toBe('https://tiketi-media.s3.eu-west-1.amazonaws.com/k-480.webp');
  });
});
