import type { FastifyRequest } from 'fastify';
import { type Config, isLoopbackUrl } from '../config';

type OriginConfig = Pick<Config, 'publicUrl' | 'host' | 'port'>;

/** Addresses that mean "every interface": they name no host a link could point at. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

/**
 * The address people reach the platform at, for links in emails and calendar files: PUBLIC_URL
 * when set. Without it the request's Host header is used only when it names this machine
 * (localhost, a loopback address) or the configured HOST, because a client can send any Host: a
 * recovery request with `Host: evil.example` must never mail the victim a link to evil.example.
 * Any other Host gets http://localhost:PORT.
 */
export function originOf(request: Pick<FastifyRequest, 'protocol' | 'host'>, config: OriginConfig): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  const url = parseHost(request.host);
  if (url && (isLoopbackUrl(url.href) || isConfiguredHost(url.hostname, config.host))) {
    // Rebuilt from the parsed parts, so nothing but a scheme, a host and a port reaches a link.
    return `${request.protocol === 'https' ? 'https' : 'http'}://${url.host}`;
  }
  return `http://localhost:${config.port}`;
}

/**
 * The address for links made outside any request (jobs, the simulator's card network): PUBLIC_URL,
 * or in development this server on localhost.
 */
export function publicOrigin(config: Pick<Config, 'publicUrl' | 'port'>): string {
  return config.publicUrl ? config.publicUrl.replace(/\/+$/, '') : `http://localhost:${config.port}`;
}

/** Said at start when mail goes to real people but its links can only point at localhost. */
export function mailLinkWarning(config: Pick<Config, 'publicUrl' | 'mail'>): string | null {
  if (!config.mail.smtpUrl || config.publicUrl) return null;
  return (
    'SMTP_URL is set but PUBLIC_URL is not: links in emails will point at localhost unless people ' +
    'use this server at its HOST. Set PUBLIC_URL to the address people reach the platform at.'
  );
}

function parseHost(host: string): URL | null {
  try {
    const url = new URL(`http://${host}`);
    // A Host with credentials, a path or a query is not a host name.
    return url.username || url.password || url.pathname !== '/' || url.search || url.hash ? null : url;
  } catch {
    return null;
  }
}

function isConfiguredHost(hostname: string, configured: string): boolean {
  const name = configured.trim().toLowerCase();
  if (!name || WILDCARD_HOSTS.has(name)) return false;
  return hostname === name || hostname === `[${name}]`;
}
