import type { FastifyReply, FastifyRequest } from 'fastify';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1) as Node reports them. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.toLowerCase().replace(/^::ffff:/, '');
  return ip === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}

/** Headers a reverse proxy adds; without TRUST_PROXY they mean the loopback peer is a proxy. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Whether the person at the other end is on this machine. `request.ip` honours TRUST_PROXY; without
 * it, a request forwarded by a proxy on this machine comes from loopback too, so any forwarding
 * header counts as someone else.
 */
function isLocalRequest(request: FastifyRequest, trustProxy: boolean): boolean {
  if (!isLoopbackAddress(request.ip)) return false;
  return trustProxy || FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/**
 * An onRequest hook that answers everyone not on this machine with `refuse`, for what must stay with
 * the person who ran `npm start` (the development issuer signs anyone in as any email).
 */
export function localOnly(trustProxy: boolean, refuse: (reply: FastifyReply) => FastifyReply) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (isLocalRequest(request, trustProxy)) return;
    request.log.warn({ ip: request.ip }, 'refused a client not on this machine');
    return refuse(reply);
  };
}
