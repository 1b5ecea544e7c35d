import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppInstance } from '../app-types';
import type { Config } from '../config';
import { PRIVATE_NO_STORE } from './http-cache';

/** Where Stripe.js loads, frames and calls from (Stripe's own CSP guidance). */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
};

/** Where PayPal's JavaScript SDK loads its buttons, frames and calls from (PayPal's CSP guidance). */
const PAYPAL = {
  script: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
  frame: ['https://*.paypal.com'],
  connect: ['https://*.paypal.com'],
  img: ['https://*.paypal.com', 'https://*.paypalobjects.com'],
};

/** The origins the configured payment providers' scripts need; none when all run offline. */
function providerOrigins(config: Config) {
  const sources = [
    ...(config.payments.kind === 'stripe' ? [STRIPE] : []),
    ...(config.payments.paypal?.kind === 'paypal' ? [PAYPAL] : []),
  ];
  return {
    script: sources.flatMap((source) => source.script),
    frame: sources.flatMap((source) => source.frame),
    connect: sources.flatMap((source) => source.connect),
    img: sources.flatMap((source) => source.img),
  };
}

/** The server-rendered development pages (mailbox, sign-in issuer) carry their styles inline. */
export const DEV_PAGE_CSP =
  "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/** The address event images come from when they live in S3 rather than under /media. */
function imageOrigins(config: Config): string[] {
  if (config.storage.kind !== 's3') return [];
  const { publicUrl, endpoint, bucket, region } = config.storage.s3;
  const base =
    publicUrl ?? (endpoint ? `${endpoint}/${bucket}` : `https://${bucket}.s3.${region}.amazonaws.com`);
  return [new URL(base).origin];
}

export function isHttps(config: Config): boolean {
  return config.publicUrl?.startsWith('https://') ?? false;
}

/**
 * The headers helmet's middleware sets for `options`, computed once. With a fixed policy they are
 * the same on every request, and @fastify/helmet would rebuild the middleware for each of them (a
 * cost the cached public list felt, issue 18).
 */
function helmetHeaders(options: Readonly<HelmetOptions>): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string | number) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

/**
 * The headers a security scanner expects, on the web app and the API alike, from helmet.
 * The policy fits the app: scripts only from this origin (no inline script anywhere), WebAssembly
 * for the QR scanner's ZXing fallback, Stripe's and PayPal's origins only when they are configured, and no
 * framing by anyone. HSTS and upgrade-insecure-requests only when PUBLIC_URL is https.
 */
export function registerSecurityHeaders(app: AppInstance, config: Config) {
  const stripe = config.payments.kind === 'stripe';
  const providers = providerOrigins(config);
  const https = isHttps(config);
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...providers.script],
        scriptSrcAttr: ["'none'"],
        // React sets style attributes; no stylesheet or script is inline.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins(config), ...providers.img],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...providers.connect],
        frameSrc: providers.frame.length > 0 ? providers.frame : ["'none'"],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Event images and ticket QR codes are shown by mail clients on other origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  });
  // Helmet has no Permissions-Policy: the check-in screen needs the camera, Stripe may ask for payment.
  const permissionsPolicy = `camera=(self), microphone=(), geolocation=(), usb=(), payment=(self${stripe ? ' "https://js.stripe.com"' : ''})`;
  // A plain callback: this runs on every request, the cached public list's included.
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    reply.raw.setHeader('permissions-policy', permissionsPolicy);
    // No API answer is stored by a shared cache unless its route says so (lib/http-cache.ts).
    if (request.url.startsWith('/api/')) reply.raw.setHeader('cache-control', PRIVATE_NO_STORE);
    else if (request.url.startsWith('/dev/')) reply.raw.setHeader('content-security-policy', DEV_PAGE_CSP);
    done();
  });
}

/** Swagger UI's own policy (its scripts are files; it injects a style element), framed by nobody. */
export function swaggerCsp(config: Config) {
  return (header: string) => {
    let policy = header
      .replace(/frame-ancestors [^;]*;/, "frame-ancestors 'none';")
      .replace(/style-src ([^;]*);/, "style-src $1 'unsafe-inline';");
    if (!isHttps(config)) policy = policy.replace(/\s*upgrade-insecure-requests;?/, '');
    return policy;
  };
}

/**
 * Issue 19 (ADR-027): the ticket widget's page is the one page other sites may frame, by
 * EMBED_ALLOWED_ORIGINS (any site by default). Its own policy is tighter than the app's: its only
 * script is the widget script from this origin, its only style the one element whose hashes are
 * given, and it loads, submits and connects nothing else.
 */
export function embedPageCsp(config: Config, styleHashes: readonly string[]): string {
  const directives = [
    "default-src 'none'",
    "script-src 'self'",
    `style-src ${styleHashes.map((hash) => `'sha256-${hash}'`).join(' ') || "'none'"}`,
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
    `frame-ancestors ${config.embed.frameAncestors.join(' ')}`,
    ...(isHttps(config) ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/** Sends the widget page's policy instead of the app's, and drops X-Frame-Options for it alone. */
export function allowEmbedFraming(
  reply: { header(name: string, value: string): unknown; raw: Pick<ServerResponse, 'removeHeader'> },
  config: Config,
  styleHashes: readonly string[],
) {
  reply.raw.removeHeader('x-frame-options');
  reply.header('content-security-policy', embedPageCsp(config, styleHashes));
}
