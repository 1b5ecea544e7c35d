import type { AppInstance } from '../../app-types';
import type { IdentityProvider } from '../../providers/identity/identity-provider';
import { createOidcIdentityProvider } from '../../providers/identity/oidc-identity-provider';
import { registerDevIssuer } from '../dev-issuer';

/** The configured OpenID Connect issuer (Google preset), or the development issuer mounted on this app. */
export function createIdentityProvider(app: AppInstance): IdentityProvider {
  const settings = app.deps.config.identity;
  if (settings.kind === 'oidc') {
    return createOidcIdentityProvider({
      kind: 'oidc',
      issuer: settings.issuer,
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
    });
  }
  return registerDevIssuer(app, settings.issuer);
}
