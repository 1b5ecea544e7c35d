import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from '../../lib/public-address';

/** What a receiver answered to one attempt. */
export interface WebhookResponse {
  status: number;
  body: string;
  durationMs: number;
}

export class WebhookSendError extends Error {
  constructor(
    message: string,
    readonly durationMs: number,
  ) {
    super(message);
    this.name = 'WebhookSendError';
  }
}

/** Bytes of a receiver's answer kept for the delivery log. */
const BODY_KEPT = 2048;

/**
 * A DNS lookup that refuses a host with any non-public address (unless allowed) and hands the
 * socket only the addresses it checked, so a second resolution cannot swap in another (DNS
 * rebinding).
 */
function checkedLookup(allowPrivate: boolean): LookupFunction {
  return ((hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error);
      if (addresses.length === 0) return callback(new Error(`${hostname} has no address`));
      if (!allowPrivate && !addresses.every((entry) => isPublicAddress(entry.address))) {
        return callback(new Error(`refused: ${hostname} resolves to a private address`));
      }
      const [first] = addresses as [LookupAddress];
      if (options.all) return callback(null, addresses);
      return callback(null, first.address, first.family);
    });
  }) as LookupFunction;
}

/**
 * POSTs one signed message. Answers the receiver's status (any, redirects included: they are never
 * followed) or throws a WebhookSendError (refused target, network error, timeout).
 */
export function sendWebhook(options: {
  url: string;
  headers: Record<string, string>;
  body: string;
  allowPrivate: boolean;
  timeoutMs: number;
}): Promise<WebhookResponse> {
  const startedAt = performance.now();
  const elapsed = () => Math.round(performance.now() - startedAt);
  return new Promise((resolve, reject) => {
    const fail = (message: string) => reject(new WebhookSendError(message, elapsed()));
    let url: URL;
    try {
      url = new URL(options.url);
    } catch {
      return fail('invalid URL');
    }
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && !options.allowPrivate && !isPublicAddress(host)) {
      return fail(`refused: ${host} is a private address`);
    }
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(url, {
      method: 'POST',
      headers: {
        ...options.headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(options.body)),
        'user-agent': 'Tiketi-Webhooks/1.0',
      },
      lookup: checkedLookup(options.allowPrivate),
      agent: false,
    });
    const deadline = setTimeout(() => {
      request.destroy(new Error(`no answer within ${options.timeoutMs / 1000} s`));
    }, options.timeoutMs);
    request.on('error', (error) => {
      clearTimeout(deadline);
      fail(error.message);
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      response.on('data', (chunk: Buffer) => {
        if (kept < BODY_KEPT) {
          chunks.push(chunk);
          kept += chunk.length;
        }
      });
      response.on('end', () => {
        clearTimeout(deadline);
        const body = Buffer.concat(chunks).toString('utf8').slice(0, BODY_KEPT);
        resolve({ status: response.statusCode ?? 0, body, durationMs: elapsed() });
      });
      response.on('error', (error) => {
        clearTimeout(deadline);
        fail(error.message);
      });
    });
    request.end(options.body);
  });
}
