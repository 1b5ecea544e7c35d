import type { AppInstance } from '../../app-types';
import type { BackChannelFetch } from '../../providers/identity/identity-provider';

/** openid-client sends forms (URLSearchParams) or nothing; bytes are passed through as they are. */
function toPayload(body: unknown): string | Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (body instanceof URLSearchParams || typeof body === 'string') return body.toString();
  if (body instanceof Uint8Array) return Buffer.from(body);
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  throw new TypeError('the development issuer back channel sends only forms and bytes');
}

/** Statuses whose responses must not carry a body. */
const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * Fetch for the back channel to the development issuer, answered by this same app in-process
 * (app.inject): no dependence on the address the server listens on or on a proxy in front of it.
 * `marker` tells the mount that the request is ours, so it takes protocol and host from the issuer.
 */
export function createInjectFetch(
  app: AppInstance,
  options: { origin: string; pathPrefix: string; marker: { name: string; value: string } },
): BackChannelFetch {
  return async (url, init) => {
    const target = new URL(url);
    if (target.origin !== options.origin || !target.pathname.startsWith(`${options.pathPrefix}/`)) {
      throw new TypeError(`the development issuer does not serve ${target.origin}${target.pathname}`);
    }
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const payload = toPayload(init.body);
    const response = await app.inject({
      method: init.method ?? 'GET',
      url: `${target.pathname}${target.search}`,
      headers: { ...headers, host: target.host, [options.marker.name]: options.marker.value },
      payload,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(item));
    }
    return new Response(NULL_BODY.has(response.statusCode) ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}
