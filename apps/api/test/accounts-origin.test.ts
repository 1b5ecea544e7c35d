import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { mailLinkWarning, originOf } from '../src/lib/origin-of';
import { registration } from './support/accounts';
import { defined } from './support/defined';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

const settings = { publicUrl: undefined, host: '0.0.0.0', port: 3000 };
const origin = (host: string, config: Partial<typeof settings> = {}, protocol: 'http' | 'https' = 'http') =>
  originOf({ host, protocol }, { ...settings, ...config });

describe('the origin of links in mail', () => {
  it('is PUBLIC_URL whenever it is set, whatever the Host says', () => {
    expect(origin('evil.example', { publicUrl: 'https://tickets.example.com/' } as never)).toBe(
      'https://tickets.example.com',
    );
  });

  it('follows a Host that names this machine, so npm start links where the person browses', () => {
    expect(origin('localhost:3000')).toBe('http://localhost:3000');
    expect(origin('127.0.0.1:4391')).toBe('http://127.0.0.1:4391');
    expect(origin('[::1]:5173')).toBe('http://[::1]:5173');
    expect(origin('LOCALHOST:3000', {}, 'https')).toBe('https://localhost:3000');
  });

  it('follows a Host that is the configured HOST', () => {
    expect(origin('192.168.1.20:3000', { host: '192.168.1.20' })).toBe('http://192.168.1.20:3000');
  });

  it.each([
    'evil.example',
    'evil.example:3000',
    'localhost@evil.example',
    'localhost.evil.example',
    '127.0.0.1.evil.example',
    'localhost/evil',
    'localhost:3000?x=1',
    '',
    '0.0.0.0:3000',
  ])('falls back to localhost:PORT for the untrusted Host %j', (host) => {
    expect(origin(host)).toBe('http://localhost:3000');
    expect(origin(host, { port: 8080 })).toBe('http://localhost:8080');
  });

  it('warns when mail is really sent but PUBLIC_URL is not set', () => {
    const mail = { smtpUrl: 'smtp://127.0.0.1:2525', from: 'x@example.com' };
    expect(mailLinkWarning({ mail, publicUrl: undefined })).toMatch(/SMTP_URL is set but PUBLIC_URL is not/);
    expect(mailLinkWarning({ mail, publicUrl: 'https://tickets.example.com' })).toBeNull();
    expect(mailLinkWarning({ mail: { from: 'x@example.com' }, publicUrl: undefined })).toBeNull();
  });

  it('refuses to start in production without SMTP_URL and PUBLIC_URL', () => {
    const oidc = {
      PRODUCTION: 'true',
      OIDC_ISSUER: 'https://accounts.google.com',
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 'secret',
    };
    expect(() => loadConfig({ ...oidc, PUBLIC_URL: 'https://tickets.example.com' })).toThrow(
      /PRODUCTION is set.*SMTP_URL and PUBLIC_URL/s,
    );
    expect(() => loadConfig({ ...oidc, SMTP_URL: 'smtps://mail.example.com' })).toThrow(
      /SMTP_URL and PUBLIC_URL/,
    );
    const config = loadConfig({
      ...oidc,
      SMTP_URL: 'smtps://mail.example.com',
      PUBLIC_URL: 'https://tickets.example.com',
    });
    expect(config.production).toBe(true);
  });
});

describe.each(databaseKinds)('links in account mail without PUBLIC_URL on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PORT: '4000' });
  });
  afterAll(() => t.close());

  const lastMailText = async () => {
    const result = await t.db.execute(sql`select payload from outbox order by id desc limit 1`);
    return defined((result as unknown as { rows: { payload: { text: string } }[] }).rows[0], 'the first row')
      .payload.text;
  };
  const register = (host: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/client/register',
      payload: registration(),
      headers: { host },
      remoteAddress: '192.0.2.40',
    });

  it('never links to the Host a stranger sent', async () => {
    expect((await register('evil.example')).statusCode).toBe(201);
    const text = await lastMailText();
    expect(text).not.toContain('evil.example');
    expect(text).toContain('http://localhost:4000/organizer/reset?username=');
  });

  it('links to the address of this machine the person used', async () => {
    expect((await register('127.0.0.1:4391')).statusCode).toBe(201);
    expect(await lastMailText()).toContain('http://127.0.0.1:4391/organizer/reset?username=');
  });
});
