import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A cookie that ties a sign-in flow to the browser that started it, so a return link someone else
 * obtained (login CSRF) cannot sign this browser into their account. HttpOnly, SameSite=Lax,
 * only sent to the sign-in calls, gone after 10 minutes or the first callback.
 */
export const BINDING_COOKIE = 'tiketi_sign_in';
const PATH = '/api/v1/auth/oidc';

export function setBinding(
  reply: FastifyReply,
  request: FastifyRequest,
  value: string,
  maxAgeSeconds: number,
) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${BINDING_COOKIE}=${value}; Path=${PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`,
  );
}

export function clearBinding(reply: FastifyReply, request: FastifyRequest) {
  setBinding(reply, request, '', 0);
}

export function readBinding(request: FastifyRequest): string {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === BINDING_COOKIE) return value.join('=');
  }
  return '';
}
