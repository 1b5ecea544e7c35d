import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CryptoKey, exportJWK, generateKeyPair, type JWK, type JWTPayload, SignJWT } from 'jose';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

export async function createSigningKey(kid: string): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

const now = () => Math.floor(Date.now() / 1000);

/** A token signed with `key`, valid for an hour unless the claims say otherwise. */
export async function signToken(key: SigningKey, claims: JWTPayload, header: { kid?: string } = {}) {
  return new SignJWT({ iat: now(), exp: now() + 3600, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: header.kid ?? key.kid, typ: 'JWT' })
    .sign(key.privateKey);
}

/** An unsecured JWT (`alg: none`, empty signature), as an attacker would send one. */
export function unsignedToken(claims: JWTPayload): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ iat: now(), exp: now() + 3600, ...claims })}.`;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A small HTTP server on 127.0.0.1 and a random port. */
export async function serveOnLoopback(handler: Handler) {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const sendJson = (response: ServerResponse, body: unknown) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(body));
};

/** Serves a key set at /jwks (the Firebase tests' stand-in for Google's securetoken keys). */
export async function serveJwks(keys: JWK[]) {
  const served = await serveOnLoopback((request, response) => {
    if (request.url === '/jwks') return sendJson(response, { keys });
    response.statusCode = 404;
    response.end();
  });
  return { ...served, jwksUrl: `${served.url}/jwks` };
}

/**
 * An issuer that follows the protocol's shape but answers the token request with whatever ID token
 * the test sets: discovery, its JWKS, and a token endpoint that accepts any code.
 */
export async function startScriptedIssuer(key: SigningKey) {
  let idToken = '';
  const served = await serveOnLoopback((request, response) => {
    const base = served.url;
    if (request.url === '/.well-known/openid-configuration') {
      return sendJson(response, {
        issuer: base,
        authorization_endpoint: `${base}/authorize`,
        token_endpoint: `${base}/token`,
        jwks_uri: `${base}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (request.url === '/jwks') return sendJson(response, { keys: [key.publicJwk] });
    if (request.url === '/token' && request.method === 'POST') {
      request.resume();
      request.on('end', () =>
        sendJson(response, {
          access_token: 'scripted',
          token_type: 'Bearer',
          expires_in: 60,
          id_token: idToken,
        }),
      );
      return;
    }
    response.statusCode = 404;
    response.end();
  });
  return {
    ...served,
    clientId: 'scripted-client',
    clientSecret: 'scripted-secret',
    /** The ID token the next token request receives. */
    answerWith(token: string) {
      idToken = token;
    },
  };
}
