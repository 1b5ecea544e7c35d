/**
 * Keys are made by the server (random base, width, extension), so anything else is refused:
 * no slashes, dots or upper case means no path traversal and no surprises in a bucket.
 */
const STORAGE_KEY = /^[a-z0-9][a-z0-9-]{0,127}\.(webp|jpg|png)$/;

export function isStorageKey(key: string): boolean {
  return STORAGE_KEY.test(key);
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key.slice(0, 200))}`);
}
