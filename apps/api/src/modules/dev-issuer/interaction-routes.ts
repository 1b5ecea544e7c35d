import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { InteractionDetails, Provider } from 'oidc-provider';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import type { localOnly } from '../../lib/local-request';
import type { createDevAccounts } from './dev-accounts';
import { type DevSignInForm, renderDevIssuerMessage, renderDevSignInPage } from './render-dev-issuer-page';
import { DEV_ISSUER_PATH, sendPage } from './send-page';

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

interface InteractionDeps {
  /** The provider, created on first use. */
  ready: () => Promise<Provider>;
  accounts: ReturnType<typeof createDevAccounts>;
  onlyThisMachine: ReturnType<typeof localOnly>;
}

/** The issuer's own sign-in page: shows the form, and logs the person in with what they typed. */
export function registerInteractionRoutes(
  app: AppInstance,
  { ready, accounts, onlyThisMachine }: InteractionDeps,
) {
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
}
