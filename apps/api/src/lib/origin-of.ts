import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** The address people reach the platform at, for links in emails and calendar files. */
export function originOf(request: FastifyRequest, config: Pick<Config, 'publicUrl'>): string {
  return config.publicUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;
}
