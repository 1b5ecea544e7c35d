import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, errorEnvelope, server } from '@/testing/server';

const organizer = { tokenKey: 'organizer-token', accountType: 'organizer', authenticated: true } as const;

const self = (role: 'owner' | 'member') => ({
  organization_name: 'Nairobi Jazz Ltd',
  display_name: 'Nairobi Jazz',
  organization_email_address: 'hello@nairobijazz.example',
  organization_msisdn: '+254700000000',
  role,
});

const team = [
  {
    id: 1,
    first_name: 'Wanjiku',
    last_name: 'Kamau',
    email_address: 'wanjiku@nairobijazz.example',
    msisdn: '+254700000001',
    role: 'owner',
    last_login_date: '2026-11-20T09:00:00.000Z',
  },
  {
    id: 2,
    first_name: 'Otieno',
    last_name: 'Odhiambo',
    email_address: 'otieno@nairobijazz.example',
    msisdn: '+254700000002',
    role: 'member',
    last_login_date: '2026-11-21T09:00:00.000Z',
  },
];

/** The team screen's reads as `role` sees them; returns the bodies of the settings saves. */
function teamScreen(role: 'owner' | 'member', allowed: boolean, save?: () => Response) {
  const saves: unknown[] = [];
  let current = allowed;
  server.use(
    http.get(`${API}/v1/client/self`, () => envelope(self(role))),
    http.get(`${API}/v1/admin/view`, () => envelope({ data: team, total: team.length })),
    http.get(`${API}/v1/client/team/settings`, () => envelope({ members_can_refund: current })),
    // The owner's API keys section below (issue 19) reads them too.
    http.get(`${API}/v1/client/api-keys`, () => envelope({ data: [], total: 0 })),
    http.put(`${API}/v1/client/team/settings`, async ({ request }) => {
      const body = (await request.json()) as { members_can_refund: boolean };
      saves.push(body);
      if (save) return save();
      current = body.members_can_refund;
      return envelope({ members_can_refund: current });
    }),
  );
  const view = renderRoute('/organizer/team', organizer);
  return { ...view, saves };
}

const setting = () => screen.findByRole('checkbox', { name: 'Teammates can refund and cancel orders' });

describe('who may refund and cancel', () => {
  it('lets the owner allow teammates, and take it back', async () => {
    const { user, saves } = teamScreen('owner', false);
    const checkbox = await setting();
    await waitFor(() => expect(checkbox).toBeEnabled());
    expect(checkbox).not.toBeChecked();

    await user.click(checkbox);
    expect(await screen.findByText('Teammates can now refund and cancel orders.')).toBeInTheDocument();
    expect(checkbox).toBeChecked();

    await user.click(checkbox);
    expect(await screen.findByText('Only you can refund and cancel orders now.')).toBeInTheDocument();
    expect(checkbox).not.toBeChecked();
    expect(saves).toEqual([{ members_can_refund: true }, { members_can_refund: false }]);
  });

  it('shows the server’s refusal and keeps the setting as it was', async () => {
    const refusal = 'Only the organisation owner can change team settings.';
    const { user } = teamScreen('owner', false, () => errorEnvelope(403, refusal, 'FORBIDDEN'));
    const checkbox = await setting();
    await waitFor(() => expect(checkbox).toBeEnabled());

    await user.click(checkbox);
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(checkbox).not.toBeChecked();
  });

  it('shows a teammate the setting without letting them change it', async () => {
    const { saves } = teamScreen('member', true);
    const checkbox = await setting();
    expect(checkbox).toBeChecked();
    expect(checkbox).toBeDisabled();
    expect(checkbox).toHaveAccessibleDescription('Only the organisation owner can change this.');
    expect(saves).toHaveLength(0);
  });
});
