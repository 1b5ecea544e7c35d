import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { WebhooksConfig } from '../../config/webhooks';
import { badRequest } from '../../lib/app-error';
import { isPublicAddress } from '../../lib/public-address';

const PRIVATE_REFUSED =
  'This URL points to a private, loopback or link-local address; webhooks go to public addresses only';

/**
 * An endpoint URL as it will be stored, or 400: http(s) only (https only in production), no
 * credentials, and a host whose every address is public unless private targets are allowed. The
 * worker checks the addresses again at each delivery and connects to the checked one.
 */
export async function checkEndpointUrl(raw: string, config: WebhooksConfig): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badRequest('Enter a valid URL, e.g. https://example.com/webhooks');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw badRequest('The URL must start with https://');
  }
  if (url.protocol === 'http:' && config.requireHttps) throw badRequest('The URL must start with https://');
  if (url.username || url.password) throw badRequest('The URL must not contain a user name or password');
  if (!config.allowPrivate) {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const addresses = isIP(host) ? [host] : await resolveAll(host);
    if (addresses.length === 0 || !addresses.every(isPublicAddress)) throw badRequest(PRIVATE_REFUSED);
  }
  url.hash = '';
  return url.toString();
}

async function resolveAll(host: string): Promise<string[]> {
  try {
    const found = await lookup(host, { all: true, verbatim: true });
    return found.map((entry) => entry.address);
  } catch {
    throw badRequest(`The host ${host} could not be found`);
  }
}
