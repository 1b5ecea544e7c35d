/// <reference path="../../providers/identity/oidc-provider.d.ts" />
import { signInReturnPaths } from '@tiketi/contract/attendee-sign-in';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { InteractionDetails, Provider } from 'oidc-provider';
import { z } from 'zod';
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
import {
  type DevSignInForm,
  renderDevIssuerMessage,
  renderDevIssuerRefusal,
  renderDevSignInPage,
} from './render-dev-issuer-page';

export const DEV_ISSUER_PATH = '/dev/oidc';
const MARKER_HEADER = 'x-tiketi-dev-issuer';

const signInForm = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ error: 'Enter a valid email address.' })),
  name: z.string().trim().max(100).default(''),
  email_verified: z.literal('yes').optional(),
});

const uidParams = z.object({ uid: z.string().min(1).max(100) });

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

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    )
    .send(html);
}

/**
 * The issuer asks at every sign-in, so its own session of an earlier sign-in (someone who has
 * since logged out of the platform) has no use. Left in place, signing in as someone else made
 * oidc-provider end that session first through a logout page, and the sign-in failed with
 * 'interaction session not found'. It is dropped here, before the new person's login is finished.
 */
async function forgetEarlierSignIn(oidc: Provider, details: InteractionDetails, accountId: string) {
  const earlier = details.session;
  if (!earlier?.uid || earlier.accountId === accountId) return;
  const session = await oidc.Session.findByUid(earlier.uid);
  await session?.destroy();
  details.session = undefined;
  await details.save(Math.max(1, (details.exp ?? 0) - Math.floor(Date.now() / 1000)));
}

const expiredPage = () =>
  renderDevIssuerMessage(
    'This sign-in has expired',
    'The development sign-in page was open too long or was already used. Go back to the platform and choose Sign In with Google again.',
  );

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

  app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addHook('onRequest', onlyThisMachine);
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8192 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get(
      `${DEV_ISSUER_PATH}/interaction/:uid`,
      { schema: { hide: true, params: uidParams } },
      async (request, reply) => {
        const oidc = await ready();
        const details = await oidc.interactionDetails(request.raw, reply.raw).catch(() => null);
        if (!details || details.uid !== request.params.uid) return sendPage(reply, 400, expiredPage());
        if (details.prompt.name === 'consent') {
          // The platform is the issuer's only client: consent is implied, as for a first party.
          const grant = new oidc.Grant({
            accountId: details.session?.accountId ?? '',
            clientId: String(details.params.client_id),
          });
          grant.addOIDCScope(String(details.params.scope ?? 'openid'));
          const grantId = await grant.save();
          reply.hijack();
          return oidc.interactionFinished(request.raw, reply.raw, { consent: { grantId } });
        }
        const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
        return sendPage(
          reply,
          200,
          renderDevSignInPage({
            action: request.url,
            form: { email: hint, name: '', isEmailVerified: true },
            error: null,
          }),
        );
      },
    );

    scope.post(
      `${DEV_ISSUER_PATH}/interaction/:uid`,
      { schema: { hide: true, params: uidParams } },
      async (request, reply) => {
        const oidc = await ready();
        const details = await oidc.interactionDetails(request.raw, reply.raw).catch(() => null);
        if (!details || details.uid !== request.params.uid || details.prompt.name !== 'login') {
          return sendPage(reply, 400, expiredPage());
        }
        const body = (request.body ?? {}) as Record<string, string>;
        if (body.action === 'cancel') {
          reply.hijack();
          return oidc.interactionFinished(
            request.raw,
            reply.raw,
            { error: 'access_denied', error_description: 'The development sign-in was cancelled.' },
            { mergeWithLastSubmission: false },
          );
        }
        const parsed = signInForm.safeParse(body);
        if (!parsed.success) {
          const form: DevSignInForm = {
            email: String(body.email ?? '').slice(0, 254),
            name: String(body.name ?? '').slice(0, 100),
            isEmailVerified: body.email_verified === 'yes',
          };
          const error = parsed.error.issues[0]?.message ?? 'Enter a valid email address.';
          return sendPage(reply, 400, renderDevSignInPage({ action: request.url, form, error }));
        }
        const accountId = accounts.remember({
          email: parsed.data.email,
          name: parsed.data.name,
          isEmailVerified: parsed.data.email_verified === 'yes',
        });
        await forgetEarlierSignIn(oidc, details, accountId);
        const grant = new oidc.Grant({ accountId, clientId: String(details.params.client_id) });
        grant.addOIDCScope(String(details.params.scope ?? 'openid'));
        const grantId = await grant.save();
        reply.hijack();
        return oidc.interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      },
    );
  });

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
