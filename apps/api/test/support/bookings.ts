import type { TestApp } from './test-app';

export const guest = {
  full_name: 'Njeri Wambui',
  msisdn: '+254711000222',
  email_address: 'njeri@example.com',
};

export async function book(
  t: TestApp,
  body: { event_id: number; tickets: { id: number; qty: number; price?: number }[]; [key: string]: unknown },
  token?: string,
  remoteAddress?: string,
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/event/book',
    ...(remoteAddress ? { remoteAddress } : {}),
    payload: { payment_method: 'card', details: token ? undefined : guest, ...body },
    headers: token ? { auth: token } : {},
  });
  return {
    status: response.statusCode,
    body: response.json(),
    token: response.headers.auth as string | undefined,
  };
}

/** Pays through the simulator's card form, as the browser does. */
export async function payWithCard(t: TestApp, clientSecret: string, cardNumber = '4242 4242 4242 4242') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/simulated-payments/confirm',
    payload: {
      client_secret: clientSecret,
      card_number: cardNumber,
      exp_month: 12,
      exp_year: 2040,
      cvc: '123',
    },
  });
  return response.json().message as { status: string; error?: { type: string; message: string } };
}

export async function retrieve(t: TestApp, clientSecret: string, token: string | undefined) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/booking/retrieve',
    payload: { payment_intent: clientSecret },
    headers: token ? { auth: token } : {},
  });
  return { status: response.statusCode, body: response.json() };
}
