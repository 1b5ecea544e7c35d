/// <reference path="../../providers/identity/oidc-provider.d.ts" />
import { signInReturnPaths } from '@tiketi/contract/attendee-sign-in';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Provider } from 'oidc-provider';
import type { AppInstance } from '../../app-types';
import type { Config } from '../../config';
import { localOnly } from '../../lib/local-request';
import { createToken } from '../../lib/secrets';
import { createDevIssuer, DEV_CLIENT_ID } from '../../providers/identity/dev-issuer';
import { loadDevIssuerSecrets } from '../../providers/identity/dev-issuer-secrets';
import type { IdentityProvider } from '../../providers/identity/identity-provider';
import { createOidcIdentityProvider } from '../../providers/identity/oidc-identity-provider';
import { createDevAccounts } from './dev-accounts';
import { createInjectFetch } from './inject-fetch';
import { registerInteractionRoutes } from './interaction-routes';
import { renderDevIssuerMessage, renderDevIssuerRefusal } from './render-dev-issuer-page';
import { DEV_ISSUER_PATH, sendPage } from './send-page';

const MARKER_HEADER = 'x-tiketi-dev-issuer';

/**
 * Where the browser may come back to: /login and /signup at PUBLIC_URL, and at this port (plus the
 * web app's Vite dev and preview ports) on the loopback names a developer may have typed.
 */
export function devRedirectUris(config: Pick<Config, 'publicUrl' | 'port'>): string[] {
  const origins = new Set<string>();
  if (config.publicUrl) origins.add(config.publicUrl.replace(/\/+$/, ''));
  for (const host of ['localhost', '127.0.0.1', '[::1]']) {
    for (const port of new Set([config.port, 5173, 4173])) origins.add(`http://${host}:${port}`);
  }
  return [...origins].flatMap((origin) => signInReturnPaths.map((path) => `${origin}${path}`));
}

/**
 * Mounts the development issuer (a real oidc-provider) under /dev/oidc when no OIDC_ISSUER is
 * configured, with its own clearly marked sign-in page, and returns the identity provider the
 * platform signs attendees in with. It answers only clients on this machine (the platform's own
 * back channel is one: app.inject), so a server left public without OIDC_ISSUER does not let
 * strangers sign in as someone else's email. Config refuses to start this way when PRODUCTION=true.
 */
export function registerDevIssuer(app: AppInstance, issuer: string): IdentityProvider {
  const { config, db } = app.deps;
  const issuerUrl = new URL(issuer);
  const marker = { name: MARKER_HEADER, value: createToken() };
  // The issuer's state lives in this process, so a per-process client secret is enough.
  const clientSecret = createToken();
  const accounts = createDevAccounts();
  const onlyThisMachine = localOnly(config.trustProxy, (reply) =>
    sendPage(reply, 403, renderDevIssuerRefusal()),
  );

  let provider: Promise<Provider> | null = null;
  let handle: ((req: FastifyRequest['raw'], res: FastifyReply['raw']) => Promise<void>) | null = null;
  const ready = () => {
    provider ??= loadDevIssuerSecrets(db)
      .then((secrets) => {
        const created = createDevIssuer({
          issuer,
          clientSecret,
          redirectUris: devRedirectUris(config),
          secrets,
          findAccount: (accountId) => accounts.find(accountId),
          interactionPath: (uid) => `${DEV_ISSUER_PATH}/interaction/${uid}`,
          renderError: (out) =>
            renderDevIssuerMessage(
              'The development sign-in could not continue',
              `${out.error}${out.error_description ? `: ${out.error_description}` : ''}`,
            ),
        });
        created.on('server_error', (_ctx: unknown, error: Error) =>
          app.log.error({ err: error }, 'development issuer error'),
        );
        handle = created.callback();
        return created;
      })
      .catch((error: unknown) => {
        provider = null;
        throw error;
      });
    return provider;
  };

  // The provider reads its own request bodies, so this scope parses none.
  app.register(async (scope) => {
    scope.addHook('onRequest', onlyThisMachine);
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.all(`${DEV_ISSUER_PATH}/*`, { schema: { hide: true } }, async (request, reply) => {
      await ready();
      const raw = request.raw;
      const isOurs = raw.headers[MARKER_HEADER] === marker.value;
      delete raw.headers[MARKER_HEADER];
      // The provider builds its addresses from these; they come from Fastify (which honours
      // TRUST_PROXY) or, for our own back-channel calls, from the issuer itself.
      raw.headers['x-forwarded-proto'] = isOurs ? issuerUrl.protocol.replace(':', '') : request.protocol;
      raw.headers['x-forwarded-host'] = isOurs ? issuerUrl.host : request.host;
      // Mounted as Express would: the provider finds its mount path from originalUrl.
      (raw as typeof raw & { originalUrl?: string }).originalUrl = raw.url;
      raw.url = raw.url?.slice(DEV_ISSUER_PATH.length) || '/';
      reply.hijack();
      await handle?.(raw, reply.raw);
    });
  });

  registerInteractionRoutes(app, { ready, accounts, onlyThisMachine });

  return createOidcIdentityProvider({
    kind: 'dev',
    issuer,
    clientId: DEV_CLIENT_ID,
    clientSecret,
    fetch: createInjectFetch(app, {
      origin: issuerUrl.origin,
      pathPrefix: issuerUrl.pathname.replace(/\/+$/, ''),
      marker,
    }),
  });
}
