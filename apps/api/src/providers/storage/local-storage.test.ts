import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import type { StoredObject } from './storage';

let parent: string;
let dir: string;

beforeEach(async () => {
  // The storage folder sits inside a parent, so an escape upwards would be visible.
  parent = await mkdtemp(path.join(tmpdir(), 'tiketi-local-'));
  dir = path.join(parent, 'uploads');
});

afterEach(async () => {
  await rm(parent, { recursive: true, force: true });
});

async function bytesOf(object: StoredObject): Promise<Buffer> {
  if (Buffer.isBuffer(object.body)) return object.body;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe('local storage', () => {
  it('writes a file, streams it back with its type and size, and removes it', async () => {
    const storage = createLocalStorage(dir);
    const body = Buffer.from('webp bytes');

    await storage.put('0f1e-480.webp', body, 'image/webp');
    expect(await readFile(path.join(dir, '0f1e-480.webp'))).toEqual(body);

    const object = await storage.read('0f1e-480.webp');
    expect(object).toMatchObject({ contentType: 'image/webp', size: body.length });
    assert(object, 'the stored object');
    expect(await bytesOf(object)).toEqual(body);

    await storage.remove('0f1e-480.webp');
    expect(await storage.read('0f1e-480.webp')).toBeNull();
    expect(await readdir(dir)).toEqual([]);
  });

  it('replaces a file whole and leaves no temporary files behind', async () => {
    const storage = createLocalStorage(dir);
    await storage.put('same-960.webp', Buffer.from('first version'), 'image/webp');
    await storage.put('same-960.webp', Buffer.from('second'), 'image/webp');

    expect(await readFile(path.join(dir, 'same-960.webp'), 'utf8')).toBe('second');
    expect(await readdir(dir)).toEqual(['same-960.webp']);
  });

  it('reads a missing key as null and removes a missing key without error', async () => {
    const storage = createLocalStorage(dir);
    expect(await storage.read('missing-480.webp')).toBeNull();
    await expect(storage.remove('missing-480.webp')).resolves.toBeUndefined();
  });

  it.each([
    '../x.webp',
    '../x',
    'a/b.webp',
    'a\\b.webp',
    '/etc/passwd',
    '/tmp/abs.webp',
    '.hidden.webp',
    'UPPER.webp',
    'x.svg',
    'x.webp\0.png',
    '',
  ])('refuses the key %j without touching the disk', async (key) => {
    const storage = createLocalStorage(dir);
    await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.remove(key)).rejects.toThrow(/Invalid storage key/);
    expect(await storage.read(key)).toBeNull();
    expect(await readdir(parent)).toEqual([]);
  });

  it('refuses to read an existing file through a traversal key', async () => {
    const storage = createLocalStorage(dir);
    await storage.put('inside-480.webp', Buffer.from('x'), 'image/webp');
    expect(await storage.read('../uploads/inside-480.webp')).toBeNull();
  });

  it('gives files a URL under /media', () => {
    expect(createLocalStorage(dir).urlFor('abc-480.webp')).toBe('/media/abc-480.webp');
  });
});
