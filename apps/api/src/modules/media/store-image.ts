import type { DbOrTx } from '../../db/client';
import type { Storage } from '../../providers/storage/storage';
import { processImage } from './process-image';
import { type MediaRow, saveProcessedImage } from './save-processed-image';

/** Checks and re-encodes an uploaded image, stores its variants and returns the new `media` row. */
export async function storeImage(deps: { db: DbOrTx; storage: Storage }, bytes: Buffer): Promise<MediaRow> {
  return saveProcessedImage(deps, await processImage(bytes));
}
