import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf } from './content-type-of';
import type { Storage, StoredObject } from './storage';
import { assertStorageKey, isStorageKey } from './storage-key';

/** Stores objects as files in one folder (the default: `./data/uploads`). */
export function createLocalStorage(dir: string): Storage {
  const root = path.resolve(dir);
  const pathOf = (key: string) => path.join(root, key);

  return {
    kind: 'local',

    async put(key, body) {
      assertStorageKey(key);
      await mkdir(root, { recursive: true });
      // Written beside the target and renamed into place, so a reader never sees half a file.
      // The temporary name starts with a dot, which no valid key does, so it is never served.
      const temporary = path.join(root, `.tmp-${randomBytes(12).toString('hex')}`);
      try {
        const handle = await open(temporary, 'wx');
        try {
          await handle.writeFile(body);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, pathOf(key));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async read(key): Promise<StoredObject | null> {
      if (!isStorageKey(key)) return null;
      const handle = await open(pathOf(key), 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (!handle) return null;
      try {
        const stats = await handle.stat();
        if (!stats.isFile()) {
          await handle.close();
          return null;
        }
        // The stream owns the handle from here and closes it when it ends or is destroyed.
        return { body: handle.createReadStream(), contentType: contentTypeOf(key), size: stats.size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async remove(key) {
      assertStorageKey(key);
      await rm(pathOf(key), { force: true });
    },

    urlFor(key) {
      return `/media/${key}`;
    },
  };
}
