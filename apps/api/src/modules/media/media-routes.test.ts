import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../providers/storage/local-storage';
import type { Storage } from '../../providers/storage/storage';
import { registerMediaRoutes } from './media-routes';

const notFound = { status: 404, message: null, status_description: 'Image not found', code: 'NOT_FOUND' };

let dir: string;
let storage: Storage;
let app: FastifyInstance;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tiketi-routes-'));
  storage = createLocalStorage(dir);
  app = Fastify();
  registerMediaRoutes(app, { storage });
  await app.ready();
});

afterEach(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe('GET /media/:key', () => {
  it('serves a stored image with its type, length and year-long immutable caching', async () => {
    const body = Buffer.from('RIFF....WEBPVP8 pretend pixels');
    await storage.put('1a2b-960.webp', body, 'image/webp');

    const response = await app.inject({ method: 'GET', url: '/media/1a2b-960.webp' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['content-length']).toBe(String(body.length));
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(body)).toBe(true);
  });

  it('answers HEAD with the headers only', async () => {
    await storage.put('1a2b-480.webp', Buffer.from('twelve bytes'), 'image/webp');

    const response = await app.inject({ method: 'HEAD', url: '/media/1a2b-480.webp' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe('12');
    expect(response.body).toBe('');
  });

  it('answers an unknown key with the 404 envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/media/0000-480.webp' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFound);
  });

  it.each([
    '/media/..%2Fetc%2Fpasswd',
    '/media/..%2F..%2F..%2Fetc%2Fpasswd',
    '/media/%2Fetc%2Fpasswd',
    '/media/.tmp-abc',
    '/media/ABC-480.webp',
  ])('answers %s with the 404 envelope', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFound);
  });

  it('does not serve a file outside the storage folder even when it exists', async () => {
    const outside = path.join(path.dirname(dir), `${path.basename(dir)}-secret.webp`);
    await writeFile(outside, 'secret');
    try {
      const url = `/media/..%2F${encodeURIComponent(path.basename(outside))}`;
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('secret');
    } finally {
      await rm(outside, { force: true });
    }
  });

  it('is not registered when images live in S3', async () => {
    const s3App = Fastify();
    registerMediaRoutes(s3App, { storage: { ...storage, kind: 's3' } });
    await s3App.ready();
    try {
      expect(s3App.hasRoute({ method: 'GET', url: '/media/:key' })).toBe(false);
    } finally {
      await s3App.close();
    }
  });
});
