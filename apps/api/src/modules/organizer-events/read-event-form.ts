import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { assertSafeText } from '../../lib/unsafe-text';

export interface EventForm {
  fields: Record<string, string>;
  /** The uploaded image, or null when none was chosen. */
  file: Buffer | null;
}

/**
 * Reads a multipart event form. The image is read in a stream bounded by the plugin's 10 MB file
 * limit, so an oversized upload is cut off and refused rather than held in memory whole.
 */
export async function readEventForm(request: FastifyRequest): Promise<EventForm> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the event as multipart/form-data');
  }
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && bytes.length > 0) file = bytes;
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', 'Image must be at most 10 MB');
    // Everything else thrown while reading is the body itself: no or a wrong boundary, a truncated
    // or malformed part (busboy's plain Errors), too many parts or fields (the plugin's FST_ codes).
    throw new AppError('BAD_REQUEST', 'The form could not be read. Please try again.');
  }
  assertSafeText(fields, 'form');
  return { fields, file };
}
