import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '@/testing/axe';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, errorEnvelope, server } from '@/testing/server';

/** Issue 16: the zone the organisation's new events start in, on Settings' Details tab. */

const organizer = { tokenKey: 'organizer-token', accountType: 'organizer', authenticated: true } as const;

const self = (role: 'owner' | 'member') => ({
  organization_name: 'Lisboa Sons Lda',
  display_name: 'Lisboa Sons',
  organization_email_address: 'ola@lisboasons.example',
  organization_msisdn: '+351210000000',
  role,
});

const fees = {
  tax_name: 'VAT',
  tax_rate: 16,
  tax_mode: 'added',
  fee_fixed: 0,
  fee_percent: 0,
  fee_payer: 'buyer',
};

/** Settings with the organisation following the platform's Nairobi; returns the zone saves' bodies. */
function settingsScreen(role: 'owner' | 'member', save?: () => Response) {
  const saves: unknown[] = [];
  server.use(
    http.get(`${API}/v1/client/self`, () => envelope(self(role))),
    http.get(`${API}/v1/client/sales-settings`, () => envelope(fees)),
    http.get(`${API}/v1/client/time-zone`, () => envelope({ time_zone: null, effective: 'Africa/Nairobi' })),
    http.put(`${API}/v1/client/time-zone`, async ({ request }) => {
      const body = (await request.json()) as { time_zone: string | null };
      saves.push(body);
      return save
        ? save()
        : envelope({ time_zone: body.time_zone, effective: body.time_zone ?? 'Africa/Nairobi' });
    }),
  );
  return { ...renderRoute('/organizer/settings', organizer), saves };
}

describe("the organisation's time zone", { timeout: 20_000 }, () => {
  it('lets the owner choose a zone for new events, and clear it again', async () => {
    const { user, saves } = settingsScreen('owner');
    const form = within(await screen.findByRole('form', { name: 'Time zone for new events' }));
    const field = form.getByLabelText(/^Time zone/);
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('placeholder', 'Africa/Nairobi');
    expect(field).toHaveAccessibleDescription(/Left empty, they follow the platform's \(Africa\/Nairobi\)/);
    await expectNoSeriousViolations();

    await user.type(field, 'Europe/Lisbon');
    await user.click(form.getByRole('button', { name: 'Save time zone' }));
    expect(await form.findByText('Time zone saved. New events start in Europe/Lisbon.')).toBeInTheDocument();

    await user.clear(field);
    await user.click(form.getByRole('button', { name: 'Save time zone' }));
    expect(
      await form.findByText("Time zone cleared. New events start in the platform's (Africa/Nairobi)."),
    ).toBeInTheDocument();
    expect(saves).toEqual([{ time_zone: 'Europe/Lisbon' }, { time_zone: null }]);
  });

  it('refuses a zone not on the list before sending, and shows why the server refused one', async () => {
    const refusal = 'Only the organisation owner can change the time zone.';
    const { user, saves } = settingsScreen('owner', () => errorEnvelope(403, refusal, 'FORBIDDEN'));
    const form = within(await screen.findByRole('form', { name: 'Time zone for new events' }));
    const field = form.getByLabelText(/^Time zone/);
    await user.type(field, 'Lisbon');
    await user.click(form.getByRole('button', { name: 'Save time zone' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Choose a time zone from the list, such as Africa/Nairobi',
    );
    expect(saves).toEqual([]);

    await user.clear(field);
    await user.type(field, 'Africa/Lagos');
    await user.click(form.getByRole('button', { name: 'Save time zone' }));
    expect(await form.findByText(refusal)).toBeInTheDocument();
    expect(saves).toEqual([{ time_zone: 'Africa/Lagos' }]);
  });

  it('shows a teammate the zone without letting them change it', async () => {
    settingsScreen('member');
    const form = within(await screen.findByRole('form', { name: 'Time zone for new events' }));
    const field = form.getByLabelText(/^Time zone/);
    expect(field).toBeDisabled();
    expect(field).toHaveAccessibleDescription('Only the organisation owner can change this.');
    expect(form.queryByRole('button', { name: 'Save time zone' })).not.toBeInTheDocument();
  });
});
