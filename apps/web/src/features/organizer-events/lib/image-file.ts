import { IMAGE_MAX_BYTES } from '@tiketi/contract/constants';
import { MESSAGES } from '@tiketi/contract/messages';

/** What the file input offers first; a hint only, as the bytes decide (see `checkChosenImage`). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

/** Spec 9 guidance, shown under the image input. */
export const IMAGE_GUIDANCE = 'recommended 2160 x 1080px, maximum 10MB, JPEG or PNG';

const NOT_AN_IMAGE = 'Image must be a JPEG or PNG file';
const TOO_LARGE = 'Image must be at most 10 MB';

/** The signatures the server sniffs (media/sniff-image.ts). */
const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const HEAD_BYTES = PNG_MAGIC.length;

const startsWith = (head: Uint8Array, magic: readonly number[]) =>
  head.length >= magic.length && magic.every((byte, index) => head[index] === byte);

/** Whether a file's first bytes are a JPEG or PNG signature. */
export function isJpegOrPng(head: Uint8Array): boolean {
  return startsWith(head, JPEG_MAGIC) || startsWith(head, PNG_MAGIC);
}

/**
 * Spec 5: an image is required when creating, and when editing only after choosing Change. Its
 * type and size were checked when it was chosen.
 */
export function checkImageFile(file: Pick<Blob, 'size'> | null, isRequired: boolean): string | null {
  if (!file || file.size === 0) return isRequired ? MESSAGES.imageRequired : null;
  if (file.size > IMAGE_MAX_BYTES) return TOO_LARGE;
  return null;
}

/**
 * A chosen file the server would refuse is refused here first, in the server's words, before a
 * long upload. Like the server, it goes by the file's first bytes: the browser's type is a guess
 * from the name, empty for a real photo saved without an extension.
 */
export async function checkChosenImage(file: Pick<Blob, 'size' | 'slice'>): Promise<string | null> {
  if (file.size > IMAGE_MAX_BYTES) return TOO_LARGE;
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  return isJpegOrPng(head) ? null : NOT_AN_IMAGE;
}
