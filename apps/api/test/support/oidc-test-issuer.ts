import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { createDevIssuerStore } from '../../src/providers/identity/dev-issuer-store';
import { defined } from './defined';

/** A person the test issuer knows, signed in by typing `sub` on its login page. */
export interface TestAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
}

export interface TestIssuer {
  /** e.g. http://127.0.0.1:53211 */
  url: string;
  clientId: string;
  clientSecret: string;
  addAccount(account: TestAccount): void;
  stop(): Promise<void>;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 and a random port, standing in for Google:
 * code flow with PKCE, RS256 ID tokens, discovery, JWKS, userinfo. Its login page is a plain
 * form where the "person" types their subject. With `conformIdTokenClaims` the email and profile
 * claims are only at the userinfo endpoint, as strict issuers do.
 */
export async function startTestIssuer(options: {
  redirectUris: string[];
  conformIdTokenClaims?: boolean;
}): Promise<TestIssuer> {
  const accounts = new Map<string, TestAccount>();
  const clientId = 'tiketi-test-client';
  const clientSecret = randomBytes(24).toString('hex');
  let provider: Provider | null = null;

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void handle(request, response).catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  provider = new Provider(url, {
    // A store of its own (oidc-provider's quick-start adapter is shared module-wide and warns).
    adapter: createDevIssuerStore(),
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' }] },
    cookies: {
      keys: [randomBytes(16).toString('hex')],
      long: { sameSite: 'lax' },
      short: { sameSite: 'lax' },
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    conformIdTokenClaims: options.conformIdTokenClaims ?? false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { methods: ['S256'], required: () => true },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: () => ({ ...account }) } : undefined;
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const oidc = defined(provider, 'provider');
    const match = /^\/interaction\/([^/?]+)/.exec(request.url ?? '');
    if (!match) return oidc.callback()(request, response);
    const details = await oidc.interactionDetails(request, response);
    if (request.method === 'GET') {
      response.setHeader('content-type', 'text/html');
      response.end(
        `<form method="post" action="/interaction/${details.uid}"><input name="login"><button>Sign in</button></form>`,
      );
      return;
    }
    const form = await readForm(request);
    const accountId = form.get('login') ?? '';
    const grant = new oidc.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    await oidc.interactionFinished(
      request,
      response,
      { login: { accountId }, consent: { grantId: await grant.save() } },
      { mergeWithLastSubmission: false },
    );
  }

  return {
    url,
    clientId,
    clientSecret,
    addAccount: (account) => accounts.set(account.sub, account),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
