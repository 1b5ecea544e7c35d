import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { media } from '../../db/schema/index';
import { createLocalStorage } from '../../providers/storage/local-storage';
import type { Storage } from '../../providers/storage/storage';
import { makeTestImage } from './make-test-image';
import { storeImage } from './store-image';

let database: Database;
let dir: string;
let storage: Storage;
let photo: Buffer;

beforeAll(async () => {
  database = await openDatabase({ kind: 'memory' });
  await database.migrate();
  photo = await makeTestImage({ width: 1500, height: 1000, format: 'jpeg' });
}, 60_000);

afterAll(async () => {
  await database?.close();
});

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tiketi-media-'));
  storage = createLocalStorage(dir);
  await database.db.delete(media);
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Local storage whose writes fail for one width, as a full disk or a bucket outage would. */
function failingOn(width: number): Storage {
  return {
    ...storage,
    put: (key, body, contentType) =>
      key.endsWith(`-${width}.webp`)
        ? Promise.reject(new Error('disk full'))
        : storage.put(key, body, contentType),
  };
}

// Real image encoding: give it the time a loaded machine needs.
describe('storeImage', { timeout: 60_000 }, () => {
  it('writes every variant under a random key and records them smallest first', async () => {
    const row = await storeImage({ db: database.db, storage }, photo);

    expect(row.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(row).toMatchObject({ width: 1500, height: 1000 });
    expect(row.variants).toEqual([
      { width: 480, key: `${row.key}-480.webp` },
      { width: 960, key: `${row.key}-960.webp` },
      { width: 1440, key: `${row.key}-1440.webp` },
    ]);
    expect((await readdir(dir)).sort()).toEqual(row.variants.map((variant) => variant.key).sort());
    for (const variant of row.variants) {
      const stored = await readFile(path.join(dir, variant.key));
      expect((await sharp(stored).metadata()).width).toBe(variant.width);
    }
    expect(await database.db.select().from(media)).toEqual([row]);
  });

  it('gives each upload its own keys', async () => {
    const first = await storeImage({ db: database.db, storage }, photo);
    const second = await storeImage({ db: database.db, storage }, photo);
    expect(first.key).not.toBe(second.key);
    expect(await readdir(dir)).toHaveLength(6);
  });

  it('removes the files already written when a later write fails', async () => {
    await expect(storeImage({ db: database.db, storage: failingOn(1440) }, photo)).rejects.toThrow(
      'disk full',
    );

    expect(await readdir(dir)).toEqual([]);
    expect(await database.db.select().from(media)).toEqual([]);
  });

  it('removes every written file when the database insert fails', async () => {
    const attempt = database.db.transaction(async (tx) => {
      // After one failed statement PostgreSQL refuses every other one in the transaction,
      // so the media insert fails for real.
      await tx.execute(sql`select 1 / 0`).catch(() => {});
      await storeImage({ db: tx, storage }, photo);
    });

    await expect(attempt).rejects.toThrow(/Failed query: insert into "media"/);
    expect(await readdir(dir)).toEqual([]);
    expect(await database.db.select().from(media)).toEqual([]);
  });

  it('writes nothing for a file that is not an image', async () => {
    await expect(storeImage({ db: database.db, storage }, Buffer.from('hello'))).rejects.toMatchObject({
      status: 415,
    });
    expect(await readdir(dir)).toEqual([]);
  });
});
