import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
  STRIPE_WEBHOOK_SECRET: 'whsec_fake',
};

function directives(policy: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe('security headers on the web app and the API', () => {
  let webDist: string;
  const apps: TestApp[] = [];
  const start = async (env: Record<string, string> = {}) => {
    const t = await createTestApp('pglite', { WEB_DIST: webDist, ...env });
    apps.push(t);
    return t;
  };
  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'tiketi-web-'));
    await mkdir(join(webDist, 'assets'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('sends the scanner set on pages and API answers, with no Stripe origin when Stripe is off', async () => {
    const t = await start();
    for (const [url, accept] of [
      ['/', 'text/html'],
      ['/organizer/check-in', 'text/html'],
      ['/api/v1/event/view', 'application/json'],
      ['/api/v1/nothing', 'application/json'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept } });
      const headers = response.headers;
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['x-frame-options'], url).toBe('DENY');
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], url).toContain('camera=(self)');
      expect(headers['strict-transport-security'], url).toBeUndefined();
      const csp = directives(String(headers['content-security-policy']));
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
      expect(String(headers['content-security-policy'])).not.toContain('stripe');
      expect(String(headers['content-security-policy'])).not.toContain('paypal');
    }
  });

  it("allows PayPal's origins for its buttons only when PayPal is configured", async () => {
    const t = await start({
      PAYPAL_CLIENT_ID: 'client-id',
      PAYPAL_CLIENT_SECRET: 'client-secret',
      PAYPAL_WEBHOOK_ID: 'WH-1',
    });
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const csp = directives(String(response.headers['content-security-policy']));
    expect(csp.get('script-src')).toEqual(
      expect.arrayContaining(['https://*.paypal.com', 'https://*.paypalobjects.com']),
    );
    expect(csp.get('frame-src')).toEqual(['https://*.paypal.com']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://*.paypal.com']);
    expect(String(response.headers['content-security-policy'])).not.toContain('stripe');
  });

  it("allows Stripe's origins only when Stripe is configured, and HSTS behind https", async () => {
    const t = await start({ ...STRIPE_ENV, PUBLIC_URL: 'https://tickets.example.com' });
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const csp = directives(String(response.headers['content-security-policy']));
    expect(csp.get('script-src')).toContain('https://js.stripe.com');
    expect(csp.get('frame-src')).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
    );
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('gives the API docs and the development pages policies their pages can live with', async () => {
    const t = await start();
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    const docsCsp = directives(String(docs.headers['content-security-policy']));
    expect(docsCsp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(docsCsp.has('upgrade-insecure-requests')).toBe(false);
    // Swagger UI's page loads its scripts as files, which its own policy allows.
    expect(docsCsp.get('script-src')).toEqual(["'self'"]);
    expect(docs.body).not.toMatch(/<script>/);

    const mailbox = await t.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '127.0.0.1' });
    expect(mailbox.statusCode).toBe(200);
    const mailboxCsp = directives(String(mailbox.headers['content-security-policy']));
    expect(mailboxCsp.get('style-src')).toContain("'unsafe-inline'");
    expect(mailboxCsp.get('script-src')).toBeUndefined();
    expect(mailboxCsp.get('frame-ancestors')).toEqual(["'none'"]);
  });
});
