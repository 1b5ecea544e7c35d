import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { media } from '../../db/schema/index';
import { onlyRow } from '../../lib/only-row';
import type { Storage } from '../../providers/storage/storage';
import type { ProcessedImage } from './process-image';
import { removeStoredKeys } from './remove-stored-keys';

export type MediaRow = typeof media.$inferSelect;

/**
 * Writes every variant under a fresh random key and records them in one `media` row. If any
 * write or the insert fails, the files already written are removed, so nothing is orphaned.
 */
export async function saveProcessedImage(
  deps: { db: DbOrTx; storage: Storage },
  image: ProcessedImage,
): Promise<MediaRow> {
  const base = randomUUID();
  const variants = image.variants.map((variant) => ({ ...variant, key: `${base}-${variant.width}.webp` }));
  const results = await Promise.allSettled(
    variants.map((variant) => deps.storage.put(variant.key, variant.body, 'image/webp')),
  );
  const written = variants.filter((_, index) => results[index]?.status === 'fulfilled').map((v) => v.key);
  try {
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
    const rows = await deps.db
      .insert(media)
      .values({
        key: base,
        width: image.width,
        height: image.height,
        variants: variants.map(({ width, key }) => ({ width, key })),
      })
      .returning();
    return onlyRow(rows, 'insert into media');
  } catch (error) {
    await removeStoredKeys(deps.storage, written);
    throw error;
  }
}
