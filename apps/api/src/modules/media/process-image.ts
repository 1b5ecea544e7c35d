import { IMAGE_MAX_BYTES, IMAGE_WIDTHS } from '@tiketi/contract/constants';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error';
import { sniffImage } from './sniff-image';

/** Decoding is bounded so that a small file declaring a huge canvas cannot exhaust memory. */
export const IMAGE_MAX_PIXELS = 40_000_000;
const WEBP_QUALITY = 78;

export interface ImageVariant {
  width: number;
  body: Buffer;
}

export interface ProcessedImage {
  /** The upright size of the original, after its EXIF orientation is applied. */
  width: number;
  height: number;
  /** WebP re-encodings, smallest first, without metadata. */
  variants: ImageVariant[];
}

/** Checks an untrusted upload and re-encodes it into the widths the pages ask for. */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length > IMAGE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'Image must be at most 10 MB');
  sniffImage(bytes);
  try {
    const metadata = await sharp(bytes).metadata();
    const { width, height } = metadata.autoOrient;
    if (width * height > IMAGE_MAX_PIXELS) {
      throw new AppError('BAD_REQUEST', 'Image must be at most 40 megapixels');
    }
    const widths = variantWidthsFor(width);
    // Decode and orient once, at the largest width needed; every variant is made from those pixels.
    const { data, info } = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'warning' })
      .rotate()
      .resize({ width: widths.at(-1), withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const variants = await Promise.all(
      widths.map(async (variantWidth) => ({
        width: variantWidth,
        body: await sharp(data, { raw })
          .resize({ width: variantWidth, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer(),
      })),
    );
    return { width, height, variants };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Anything sharp cannot decode (truncated, corrupt, lying headers) is the sender's fault.
    throw new AppError('BAD_REQUEST', 'Image could not be read');
  }
}

/** Every stored width not above the original; an original narrower than all of them keeps its own. */
export function variantWidthsFor(originalWidth: number): number[] {
  const widths = IMAGE_WIDTHS.filter((width) => width <= originalWidth);
  return widths.length > 0 ? widths : [originalWidth];
}
