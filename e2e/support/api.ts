import type { APIRequestContext, APIResponse } from '@playwright/test';

interface ListedEvent {
  id: number;
  title: string;
  slug: string;
  category_id: number;
  organizer: string;
  organizer_id: number;
  organizer_slug: string;
}

/** What the API lists for a query: the journeys check the screen shows exactly that. */
export async function listEvents(request: APIRequestContext, query: Record<string, string | number> = {}) {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await request.get(`/api/v1/event/view?${params}`);
  if (!response.ok()) throw new Error(`event list answered ${response.status()}`);
  const body = await response.json();
  return body.message as { data: ListedEvent[]; total: number };
}

/** A suffix that makes names and emails of one run distinct from every other run's. */
export const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The JSON body of a call that must succeed; otherwise fails naming the step and the server's answer. */
export async function ok<T>(response: APIResponse, label: string): Promise<T> {
  if (!response.ok()) throw new Error(`${label}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Pays a booking's simulated card payment with the card that succeeds; returns the payment's status. */
export async function payBySimulatedCard(request: APIRequestContext, clientSecret: string): Promise<string> {
  const paid = await ok<{ message: { status: string } }>(
    await request.post('/api/v1/simulated-payments/confirm', {
      data: {
        client_secret: clientSecret,
        card_number: '4242 4242 4242 4242',
        exp_month: 12,
        exp_year: new Date().getFullYear() + 3,
        cvc: '123',
      },
    }),
    'pay',
  );
  return paid.message.status;
}
