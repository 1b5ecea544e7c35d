import { randomBytes } from 'node:crypto';
import { paypalId, type Reply } from './fake-paypal-orders';

/**
 * The fake PayPal's OAuth 2 token call (see fake-paypal.ts): the app's client id and secret by Basic
 * auth and the client-credentials grant in, a bearer token out that lives `lifetimeSeconds` (kept in
 * `tokens` with when it expires), with PayPal's errors for wrong credentials and a missing grant.
 */
export function issueToken(
  tokens: Map<string, number>,
  client: { clientId: string; clientSecret: string },
  lifetimeSeconds: number,
  authorization: string | undefined,
  body: string,
): Reply {
  const expected = Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64');
  if (authorization !== `Basic ${expected}`) {
    return {
      status: 401,
      body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
    };
  }
  if (new URLSearchParams(body).get('grant_type') !== 'client_credentials') {
    return {
      status: 400,
      body: { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' },
    };
  }
  const token = `A21AA${randomBytes(24).toString('hex')}`;
  tokens.set(token, Date.now() + lifetimeSeconds * 1000);
  const answer = { scope: 'https://uri.paypal.com/services/payments/payment', access_token: token };
  return {
    status: 200,
    body: {
      ...answer,
      token_type: 'Bearer',
      app_id: 'APP-80W284485P519543T',
      expires_in: lifetimeSeconds,
      nonce: paypalId(),
    },
  };
}
