import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '@/testing/axe';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, errorEnvelope, server } from '@/testing/server';

const organizer = { tokenKey: 'organizer-token', accountType: 'organizer', authenticated: true } as const;
const NEW_KEY = 'tk_Q2hvb3NlIGEgc2VjcmV0IHRoYXQgbm9ib2R5IGd1ZXNzZXM';

const self = (role: 'owner' | 'member') => ({
  organization_name: 'Nairobi Jazz Ltd',
  display_name: 'Nairobi Jazz',
  organization_email_address: 'hello@nairobijazz.example',
  organization_msisdn: '+254700000000',
  role,
});

const website = {
  id: 7,
  name: 'Website',
  scope: 'read',
  prefix: 'tk_Web5ite1',
  created_at: '2026-11-20T09:00:00.000Z',
  created_by: 'Wanjiku Kamau',
  last_used_at: '2026-11-24T15:30:00.000Z',
  revoked_at: null,
};

/** The settings screen's Team Access tab as `role` sees it; records the key calls it sends. */
function keysScreen(role: 'owner' | 'member', options: { create?: () => Response } = {}) {
  let keys: Record<string, unknown>[] = [website];
  const sent: { method: string; path: string; body?: unknown }[] = [];
  server.use(
    http.get(`${API}/v1/client/self`, () => envelope(self(role))),
    http.get(`${API}/v1/admin/view`, () => envelope({ data: [], total: 0 })),
    http.get(`${API}/v1/client/team/settings`, () => envelope({ members_can_refund: false })),
    http.get(`${API}/v1/client/api-keys`, () => {
      sent.push({ method: 'GET', path: 'api-keys' });
      return envelope({ data: keys, total: keys.length });
    }),
    http.post(`${API}/v1/client/api-keys`, async ({ request }) => {
      const body = (await request.json()) as { name: string; scope: string };
      sent.push({ method: 'POST', path: 'api-keys', body });
      if (options.create) return options.create();
      keys = [
        {
          ...website,
          id: 8,
          name: body.name,
          scope: body.scope,
          prefix: NEW_KEY.slice(0, 11),
          last_used_at: null,
        },
        ...keys,
      ];
      return envelope({ data: { id: 8, key: NEW_KEY } }, { status: 201 });
    }),
    http.delete(`${API}/v1/client/api-keys/:id`, ({ params }) => {
      sent.push({ method: 'DELETE', path: `api-keys/${String(params.id)}` });
      keys = keys.map((key) =>
        key.id === Number(params.id) ? { ...key, revoked_at: '2026-11-25T08:00:00.000Z' } : key,
      );
      return envelope(null);
    }),
  );
  return { ...renderRoute('/organizer/settings?tab=team', organizer), sent };
}

// The settings route's lazy chunk compiles on its first visit in a run: slow on a busy machine.
const FIRST_VISIT = { timeout: 20_000 };
const keyTable = async () => screen.findByRole('table', { name: 'API keys' }, FIRST_VISIT);

describe('API keys in team settings', () => {
  it('lists the owner’s keys with their access, first characters and last use, never a whole key', async () => {
    keysScreen('owner');
    const table = await keyTable();
    const row = within(table).getByRole('row', { name: /Website/ });
    expect(row).toHaveTextContent('Read only');
    expect(row).toHaveTextContent('tk_Web5ite1…');
    expect(row).toHaveTextContent('by Wanjiku Kamau');
    expect(within(row).getAllByRole('time')[0]).toHaveAttribute('datetime', '2026-11-24T15:30:00.000Z');
    await expectNoSeriousViolations();
  });

  it('creates a read and write key and shows it once, with a copy button', async () => {
    const { user, sent } = keysScreen('owner');
    await keyTable();
    await user.type(screen.getByRole('textbox', { name: /Key name/ }), 'Box office app');
    await user.click(screen.getByRole('radio', { name: 'Read and write' }));
    await user.click(screen.getByRole('button', { name: 'Create API key' }));

    expect(
      await screen.findByText('Copy the key for “Box office app” now. It will not be shown again.'),
    ).toBeVisible();
    const shown = screen.getByRole('textbox', { name: 'Your new API key' });
    expect(shown).toHaveValue(NEW_KEY);
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(await screen.findByText('Copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(NEW_KEY);
    expect(sent.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: 'api-keys', body: { name: 'Box office app', scope: 'write' } },
    ]);
    // The list reloads with the new key, showing only its first characters.
    const row = await within(await keyTable()).findByRole('row', { name: /Box office app/ });
    expect(row).toHaveTextContent('Read and write');
    expect(row).not.toHaveTextContent(NEW_KEY);
    await expectNoSeriousViolations();

    // Once dismissed, the key is gone from the screen for good.
    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByDisplayValue(NEW_KEY)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create API key' })).toBeInTheDocument();
  });

  it('asks for a name before sending anything, and shows the server’s refusal', async () => {
    const refusal =
      'Your organisation has 25 API keys, the most it can have. Revoke one you no longer use first.';
    const { user, sent } = keysScreen('owner', { create: () => errorEnvelope(409, refusal, 'CONFLICT') });
    await keyTable();
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    expect(
      await screen.findByText('Give the key a name, such as the tool that will use it'),
    ).toBeInTheDocument();
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Key name/ }), 'Zapier');
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your new API key' })).not.toBeInTheDocument();
  });

  it('revokes a key only after confirming, and then shows it as revoked', async () => {
    const { user, sent } = keysScreen('owner');
    const table = await keyTable();
    await user.click(within(table).getByRole('button', { name: 'Revoke Website' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “Website”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep key' }));
    expect(sent.filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.click(within(table).getByRole('button', { name: 'Revoke Website' }));
    const again = await screen.findByRole('dialog', { name: 'Revoke “Website”?' });
    expect(again).toHaveTextContent('Anything using this key stops working at once.');
    await user.click(within(again).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(sent.filter((call) => call.method === 'DELETE')).toHaveLength(1));
    expect(sent.find((call) => call.method === 'DELETE')?.path).toBe('api-keys/7');
    const row = await within(table).findByRole('row', { name: /Website.*Revoked/ });
    expect(within(row).queryByRole('button', { name: 'Revoke Website' })).not.toBeInTheDocument();
  });

  it('tells a teammate only the owner manages keys, and never asks for them', async () => {
    const { sent } = keysScreen('member');
    expect(
      await screen.findByText('Only the organisation owner can create and revoke API keys.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create API key' })).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
