import { z } from 'zod';

/** The closed set of machine codes an error envelope may carry; the web client branches on these. */
export const errorCodes = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorStatus: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** Every response body: `{ status, message, status_description }`, plus `code` on errors. */
export function envelopeOf<T extends z.ZodType>(message: T) {
  return z.object({
    status: z.number().int(),
    message,
    status_description: z.string(),
  });
}

export const errorEnvelope = z.object({
  status: z.number().int(),
  message: z.unknown(),
  status_description: z.string(),
  code: z.enum(errorCodes),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), total: z.number().int().nonnegative() });
}
