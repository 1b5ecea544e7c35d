import type { FastifyReply } from 'fastify';

/** Where the development issuer is mounted on this app. */
export const DEV_ISSUER_PATH = '/dev/oidc';

/** The issuer's own pages: never cached, no scripts, never framed. */
export function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    )
    .send(html);
}
