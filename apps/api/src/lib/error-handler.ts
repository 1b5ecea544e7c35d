import type { ErrorCode } from '@tiketi/contract/envelope';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';

function send(reply: FastifyReply, status: number, code: ErrorCode, description: string) {
  return reply.code(status).send({ status, message: null, status_description: description, code });
}

/** zod's own messages do not say which field they mean; ours (the spec's texts) are shown as they are. */
const GENERIC_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized|Expected)/;

/** What a caller reads when input fails its schema: the first problem, naming the field if needed. */
function describeValidation(error: { validation: { instancePath: string; message?: string }[] }): string {
  const first = error.validation[0];
  if (!first) return 'The request is not valid';
  const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const message = first.message ?? 'Invalid value';
  return field && GENERIC_MESSAGE.test(message) ? `${field}: ${message}` : message;
}

/**
 * The one place errors become responses. Expected errors are logged at info; anything else is
 * logged at error with the request, and its text is never shown to the caller.
 */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    request.log.info({ code: error.code }, error.message);
    if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    return send(reply, error.status, error.code, error.message);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return send(reply, 400, 'BAD_REQUEST', describeValidation(error));
  }
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status === 413) return send(reply, 413, 'PAYLOAD_TOO_LARGE', 'The request is too large');
  if (status === 415) return send(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', 'This content type is not supported');
  if (status === 429) return send(reply, 429, 'RATE_LIMITED', 'Too many requests. Please try again later.');
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'bad request');
    return send(reply, 400, 'BAD_REQUEST', error.message || 'The request is not valid');
  }
  request.log.error({ err: error }, 'unexpected error');
  return send(reply, 500, 'INTERNAL', 'Something went wrong on our side. Please try again.');
}
