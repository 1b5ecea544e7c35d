import type { Storage } from '../../providers/storage/storage';

export interface ImageFields {
  image: string | null;
  image_srcset: string | null;
}

/** The width a card or detail page shows when the browser ignores srcset. */
const DEFAULT_WIDTH = 960;

/** Public image fields of a stored image: a mid-size URL plus a srcset of every width. */
export function imageFieldsOf(
  variants: { width: number; key: string }[] | null | undefined,
  storage: Pick<Storage, 'urlFor'>,
): ImageFields {
  if (!variants || variants.length === 0) return { image: null, image_srcset: null };
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  const [smallest] = sorted;
  if (!smallest) return { image: null, image_srcset: null };
  const preferred = sorted.filter((variant) => variant.width <= DEFAULT_WIDTH).at(-1) ?? smallest;
  return {
    image: storage.urlFor(preferred.key),
    image_srcset: sorted.map((variant) => `${storage.urlFor(variant.key)} ${variant.width}w`).join(', '),
  };
}
