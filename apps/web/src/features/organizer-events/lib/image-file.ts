import { IMAGE_MAX_BYTES } from '@tiketi/contract/constants';
import { MESSAGES } from '@tiketi/contract/messages';

export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

/** Spec 9 guidance, shown under the image input. */
export const IMAGE_GUIDANCE = 'recommended 2160 x 1080px, maximum 10MB, JPEG or PNG';

/**
 * Spec 5: an image is required when creating, and when editing only after choosing Change. A file
 * the server would refuse is refused here first, in the server's words, before a long upload.
 */
export function checkImageFile(file: Pick<Blob, 'size' | 'type'> | null, isRequired: boolean): string | null {
  if (!file || file.size === 0) return isRequired ? MESSAGES.imageRequired : null;
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'Image must be a JPEG or PNG file';
  if (file.size > IMAGE_MAX_BYTES) return 'Image must be at most 10 MB';
  return null;
}
