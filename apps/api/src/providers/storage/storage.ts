/** One stored object as read back: a stream (local files) or a buffer, with its type and size. */
export interface StoredObject {
  body: NodeJS.ReadableStream | Buffer;
  contentType: string;
  size: number;
}

/** Where uploaded images live: a local folder, or an S3-compatible bucket. */
export interface Storage {
  kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** `null` when no object has that key (or the key could never be one). */
  read(key: string): Promise<StoredObject | null>;
  /** Removing a key that does not exist is not an error. */
  remove(key: string): Promise<void>;
  /** The public URL a browser loads the object from. */
  urlFor(key: string): string;
}
