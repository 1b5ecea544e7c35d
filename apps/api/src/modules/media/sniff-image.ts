import { AppError } from '../../lib/app-error';

export type ImageType = 'jpeg' | 'png';

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image type by magic bytes alone: file names and declared content types are the sender's word. */
export function sniffImage(bytes: Buffer): ImageType {
  if (startsWith(bytes, JPEG_MAGIC)) return 'jpeg';
  if (startsWith(bytes, PNG_MAGIC)) return 'png';
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Image must be a JPEG or PNG file');
}

function startsWith(bytes: Buffer, magic: Buffer): boolean {
  return bytes.length >= magic.length && bytes.subarray(0, magic.length).equals(magic);
}
