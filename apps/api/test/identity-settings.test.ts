import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('identity settings', () => {
  it('refuses to start with the development issuer when PRODUCTION=true', () => {
    expect(() => loadConfig({ PRODUCTION: 'true' })).toThrow(/PRODUCTION is set.*OIDC_ISSUER/s);
    expect(
      loadConfig({
        PRODUCTION: 'true',
        SMTP_URL: 'smtps://mail.example.com',
        PUBLIC_URL: 'https://tickets.example.com',
        OIDC_ISSUER: 'https://accounts.google.com',
        OIDC_CLIENT_ID: 'id.apps.googleusercontent.com',
        OIDC_CLIENT_SECRET: 'secret',
      }).identity,
    ).toEqual({
      kind: 'oidc',
      issuer: 'https://accounts.google.com',
      clientId: 'id.apps.googleusercontent.com',
      clientSecret: 'secret',
    });
  });

  it('wants the three OIDC settings together, and https unless on this machine', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://accounts.google.com' })).toThrow(/together/);
    expect(() =>
      loadConfig({ OIDC_ISSUER: 'http://issuer.example', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' }),
    ).toThrow(/OIDC_ISSUER must use https/);
  });

  it('puts the development issuer at PUBLIC_URL, else localhost and the port', () => {
    expect(loadConfig({ PORT: '4100' }).identity).toEqual({
      kind: 'dev',
      issuer: 'http://localhost:4100/dev/oidc',
    });
    expect(loadConfig({ PUBLIC_URL: 'https://tickets.example.org/' }).identity).toEqual({
      kind: 'dev',
      issuer: 'https://tickets.example.org/dev/oidc',
    });
  });
});
