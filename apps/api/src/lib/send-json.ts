import type { FastifyReply } from 'fastify';

/**
 * Sends a body that was already checked and serialized (a cached response). Fastify passes strings
 * through untouched, so the route's response schema documents the shape without re-serializing it.
 */
export function sendJson(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}
