import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { isLoopbackAddress } from '../../lib/local-request';
import { isSameSecret, sha256 } from '../../lib/secrets';

/** Headers a proxy adds: a scrape that came through one is not from this machine, whatever it says. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Who may read /metrics. With a token: exactly `Authorization: Bearer <token>`, compared in constant
 * time (both sides hashed first, so not even the length is told), else 401. Without one: a client on
 * this machine only, judged by the socket's own address (never `request.ip`, which TRUST_PROXY takes
 * from X-Forwarded-For, a header the client writes) and with no forwarding header at all, else 403.
 */
export function metricsGuard(token: string | undefined) {
  if (token) {
    const expected = sha256(token);
    return async (request: FastifyRequest) => {
      const match = /^Bearer ([^\s]+)$/i.exec(request.headers.authorization ?? '');
      if (!match?.[1] || !isSameSecret(sha256(match[1]), expected)) {
        throw new AppError('UNAUTHORIZED', 'The metrics need the METRICS_TOKEN as a bearer token');
      }
    };
  }
  return async (request: FastifyRequest) => {
    const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
    if (forwarded || !isLoopbackAddress(request.socket.remoteAddress)) {
      request.log.warn({ ip: request.ip }, 'refused a metrics scrape from off this machine');
      throw new AppError(
        'FORBIDDEN',
        'Without METRICS_TOKEN, the metrics answer only clients on this machine',
      );
    }
  };
}
