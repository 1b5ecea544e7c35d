import { screen, waitFor, within } from '@testing-library/react';
import type { WebhookDelivery, WebhookEndpoint } from '@tiketi/contract/webhooks';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '@/testing/axe';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, errorEnvelope, server } from '@/testing/server';

const organizer = { tokenKey: 'organizer-token', accountType: 'organizer', authenticated: true } as const;
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

const self = {
  organization_name: 'Nairobi Jazz Ltd',
  display_name: 'Nairobi Jazz',
  organization_email_address: 'hello@nairobijazz.example',
  organization_msisdn: '+254700000000',
  role: 'owner',
};

const endpointOf = (id: number, url: string, status: 'active' | 'disabled' = 'active'): WebhookEndpoint => ({
  id,
  url,
  events: ['order.paid', 'checkin.created'],
  status,
  disabled_at: status === 'disabled' ? '2026-11-24T10:00:00.000Z' : null,
  created_at: '2026-11-20T10:00:00.000Z',
  previous_secret_expires_at: null,
});

const delivery: WebhookDelivery = {
  id: 41,
  message_id: 'msg_abc',
  event_type: 'order.paid',
  payload: { type: 'order.paid', timestamp: '2026-11-24T10:00:00.000Z', data: { booking_id: 'TK-1' } },
  status: 'failed',
  attempts: 13,
  response_status: 503,
  response_body: 'down',
  duration_ms: 87,
  error: 'HTTP 503',
  last_attempt_at: '2026-11-24T10:00:00.000Z',
  next_attempt_at: null,
  created_at: '2026-11-23T09:00:00.000Z',
};

/** The screen's calls against a small in-memory server; answers what the screen sent. */
function webhooksScreen(options: { endpoints?: WebhookEndpoint[]; list?: () => Response } = {}) {
  const endpoints = [...(options.endpoints ?? [])];
  const sent: { method: string; path: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    const text = await request.text();
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : null,
    });
  };
  server.use(
    http.get(`${API}/v1/client/self`, () => envelope(self)),
    http.get(`${API}/v1/client/webhooks`, () =>
      options.list ? options.list() : envelope({ data: endpoints, total: endpoints.length }),
    ),
    http.post(`${API}/v1/client/webhooks`, async ({ request }) => {
      await record(request);
      const body = sent.at(-1)?.body as { url: string };
      if (body.url.includes('127.0.0.1')) {
        return errorEnvelope(
          400,
          'This URL points to a private, loopback or link-local address',
          'BAD_REQUEST',
        );
      }
      endpoints.push(endpointOf(7, body.url));
      return envelope({ data: { id: 7, secret: SECRET } }, { status: 201 });
    }),
    http.post(`${API}/v1/client/webhooks/:id/rotate-secret`, async ({ request, params }) => {
      await record(request);
      return envelope({ data: { id: Number(params.id), secret: `${SECRET}2` } });
    }),
    http.delete(`${API}/v1/client/webhooks/:id`, async ({ request, params }) => {
      await record(request);
      endpoints.splice(
        endpoints.findIndex((endpoint) => endpoint.id === Number(params.id)),
        1,
      );
      return envelope(null);
    }),
    http.get(`${API}/v1/client/webhooks/:id/deliveries`, () => envelope({ data: [delivery], total: 1 })),
    http.post(`${API}/v1/client/webhooks/:id/deliveries/:deliveryId/resend`, async ({ request }) => {
      await record(request);
      return envelope({ data: { ...delivery, status: 'pending' } });
    }),
  );
  return { ...renderRoute('/organizer/webhooks', organizer), sent };
}

describe('the webhooks screen', () => {
  it('adds an endpoint with its events and shows the secret once, with copy', async () => {
    const { user, sent } = webhooksScreen();
    // The first visit in a run compiles the lazy route, slowly on a busy machine.
    expect(
      await screen.findByText('No endpoints yet. Add one above.', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();

    await user.type(
      screen.getByRole('textbox', { name: /Endpoint URL/ }),
      'https://hooks.example.com/tiketi',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Ticket checked in' }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    const notice = await screen.findByRole('region', { name: 'Copy your signing secret now' });
    expect(notice).toHaveTextContent(SECRET);
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/v1/client/webhooks',
        body: { url: 'https://hooks.example.com/tiketi', events: ['order.paid', 'checkin.created'] },
      },
    ]);
    await user.click(within(notice).getByRole('button', { name: 'Copy secret' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await within(notice).findByText('Copied.')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Webhook endpoints' });
    expect(within(list).getByText('https://hooks.example.com/tiketi')).toBeInTheDocument();
    await expectNoSeriousViolations();

    await user.click(within(notice).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a private address', async () => {
    const { user } = webhooksScreen();
    await user.type(await screen.findByRole('textbox', { name: /Endpoint URL/ }), 'http://127.0.0.1/x');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('private, loopback or link-local');
  });

  it('rotates a secret, deletes an endpoint, and resends from the delivery log', async () => {
    const { user, sent } = webhooksScreen({
      endpoints: [
        endpointOf(3, 'https://a.example.com/hook', 'disabled'),
        endpointOf(4, 'https://b.example.com/hook'),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Webhook endpoints' });
    const [first, second] = within(list).getAllByRole('listitem');
    if (!first || !second) throw new Error('two endpoints expected');
    expect(first).toHaveTextContent(/Disabled/);
    expect(second).toHaveTextContent('Active');
    expect(second).toHaveTextContent('Order paid, Ticket checked in');

    await user.click(within(first).getByRole('button', { name: 'Deliveries' }));
    const log = await within(first).findByRole('table', { name: 'Deliveries to https://a.example.com/hook' });
    const row = within(log).getAllByRole('row')[1];
    if (!row) throw new Error('no delivery row');
    expect(row).toHaveTextContent('order.paid');
    expect(row).toHaveTextContent('503');
    expect(row).toHaveTextContent('87 ms');
    expect(row).toHaveTextContent('13');
    await user.click(within(row).getByRole('button', { name: /^Resend/ }));
    expect(await within(first).findByText('The delivery will be sent again shortly.')).toBeInTheDocument();

    await user.click(within(second).getByRole('button', { name: 'Rotate secret' }));
    const rotateDialog = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    await user.click(within(rotateDialog).getByRole('button', { name: 'Rotate secret' }));
    expect(await screen.findByRole('region', { name: 'Copy your signing secret now' })).toHaveTextContent(
      `${SECRET}2`,
    );

    await user.click(within(second).getByRole('button', { name: 'Delete' }));
    const deleteDialog = await screen.findByRole('dialog', { name: 'Delete this endpoint?' });
    await user.click(within(deleteDialog).getByRole('button', { name: 'Delete endpoint' }));
    await waitFor(() => expect(screen.queryByText('https://b.example.com/hook')).not.toBeInTheDocument());
    expect(sent.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/v1/client/webhooks/3/deliveries/41/resend',
      'POST /api/v1/client/webhooks/4/rotate-secret',
      'DELETE /api/v1/client/webhooks/4',
    ]);
  });

  it('shows a teammate the server’s refusal', async () => {
    webhooksScreen({
      list: () => errorEnvelope(403, 'Only the organisation owner can manage webhooks.', 'FORBIDDEN'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only the organisation owner can manage webhooks.',
    );
  });
});
