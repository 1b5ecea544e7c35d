import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createCategory, createEvent, createOrganization } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

describe('health, docs and unknown paths', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('reports health with the database it checked', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'pglite' });
  });

  it('answers 503 when the database is gone', async () => {
    const broken = await createTestApp('pglite');
    await broken.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json().status).toBe('unavailable');
    await broken.app.close();
  });

  it('serves OpenAPI generated from the schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/event/view',
        '/api/v1/event/details/{id}',
        '/api/v1/client/category/view',
      ]),
    );
    const limit = spec.paths['/api/v1/event/view'].get.parameters.find(
      (p: { name: string }) => p.name === 'limit',
    );
    expect(limit.description ?? limit.schema.description).toContain('1 to 100');
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

describe('the web app on the same port', () => {
  const appScript = `console.log(${JSON.stringify('tiketi '.repeat(200))})`;
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'tiketi-web-'));
    await mkdir(join(webDist, 'assets'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Tiketi</title><div id="root"></div>');
    await writeFile(join(webDist, 'assets', 'app-abc123.js'), appScript);
    // The build writes these beside every text file (apps/web/vite.config.ts).
    await writeFile(join(webDist, 'assets', 'app-abc123.js.br'), brotliCompressSync(appScript));
    await writeFile(join(webDist, 'assets', 'app-abc123.js.gz'), gzipSync(appScript));
    t = await createTestApp('pglite', { WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('serves index.html for the browser router paths, never cached', async () => {
    for (const url of ['/', '/details/12/some-event', '/organizer/dashboard']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toMatch(/no-cache|max-age=0/);
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the compressed copy a browser accepts, and the plain file otherwise', async () => {
    const asset = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const brotli = await asset('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(appScript);
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(appScript);
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(appScript);
  });

  it('keeps API 404s as JSON', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/missing',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

describe('the public list cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { PUBLIC_CACHE_TTL_MS: '60000' });
  });
  afterAll(() => t.close());

  it('serves repeated list reads from memory until it is cleared', async () => {
    const category = await createCategory(t.db);
    const org = await createOrganization(t.db);
    await createEvent(t.db, { organizationId: org.id, categoryId: category.id });
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/event/view' })).json().message.total as number;
    expect(await read()).toBe(1);
    await createEvent(t.db, { organizationId: org.id, categoryId: category.id });
    expect(await read()).toBe(1);
    t.app.deps.publicCache.clear();
    expect(await read()).toBe(2);
  });
});

describe('configuration', () => {
  it('refuses a bad setting with a message naming it', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ TZ: 'Mars/Olympus' })).toThrow(/TZ/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ S3_BUCKET: 'only-bucket' })).toThrow(/S3_/);
  });

  it('defaults to the embedded database and local uploads', () => {
    const config = loadConfig({});
    expect(config.database.kind).toBe('pglite');
    expect(config.storage.kind).toBe('local');
    expect(config.port).toBe(3000);
    expect(config.demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'false' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).database.kind).toBe('postgres');
  });
});

describe('the development mailbox', () => {
  it('exists only while no SMTP server is configured', async () => {
    const dev = await createTestApp('pglite');
    const withSmtp = await createTestApp('pglite', { SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      expect((await dev.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(200);
      expect((await withSmtp.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(404);
      expect((await withSmtp.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await dev.close();
      await withSmtp.close();
    }
  });
});
