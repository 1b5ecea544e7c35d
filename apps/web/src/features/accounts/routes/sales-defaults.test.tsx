import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '@/testing/axe';
import { renderRoute } from '@/testing/render-route';
import { API, envelope, errorEnvelope, server } from '@/testing/server';

const organizer = { tokenKey: 'organizer-token', accountType: 'organizer', authenticated: true } as const;

const self = {
  organization_name: 'Nairobi Jazz Ltd',
  display_name: 'Nairobi Jazz',
  organization_email_address: 'hello@nairobijazz.example',
  organization_msisdn: '+254700000000',
  role: 'owner',
};

const saved = {
  tax_name: 'VAT',
  tax_rate: 16,
  tax_mode: 'added',
  fee_fixed: 0,
  fee_percent: 0,
  fee_payer: 'buyer',
};

/** Settings' Details tab; returns the bodies of the defaults' saves. */
function settingsScreen(save?: () => Response) {
  const saves: unknown[] = [];
  server.use(
    http.get(`${API}/v1/client/self`, () => envelope(self)),
    http.get(`${API}/v1/client/sales-settings`, () => envelope(saved)),
    http.get(`${API}/v1/client/time-zone`, () => envelope({ time_zone: null, effective: 'UTC' })),
    http.put(`${API}/v1/client/sales-settings`, async ({ request }) => {
      const body = (await request.json()) as object;
      saves.push(body);
      return save ? save() : envelope({ ...saved, ...body });
    }),
  );
  return { ...renderRoute('/organizer/settings', organizer), saves };
}

describe("the organisation's fees and taxes for new events", { timeout: 20_000 }, () => {
  it('shows the defaults and saves them', async () => {
    const { user, saves } = settingsScreen();
    const form = within(await screen.findByRole('form', { name: 'Fees and taxes for new events' }));
    expect(
      screen.getByText('New events start with these. Existing events keep their own.'),
    ).toBeInTheDocument();
    expect(form.getByLabelText('Tax name')).toHaveValue('VAT');
    expect(form.getByLabelText('Tax rate (%)')).toHaveValue(16);
    expect(form.queryByLabelText('Shared capacity')).not.toBeInTheDocument();
    await expectNoSeriousViolations();

    await user.click(form.getByRole('radio', { name: 'Included in prices' }));
    await user.type(form.getByLabelText('Fixed fee per ticket'), '1.25');
    await user.click(form.getByRole('radio', { name: 'Organizer absorbs the fee' }));
    await user.click(form.getByRole('button', { name: 'Save defaults' }));
    expect(await screen.findByText('Defaults saved. New events start with these.')).toBeInTheDocument();
    expect(saves).toEqual([
      {
        tax_name: 'VAT',
        tax_rate: 16,
        tax_mode: 'included',
        fee_fixed: 1.25,
        fee_percent: 0,
        fee_payer: 'organizer',
      },
    ]);
  });

  it('shows why the server refused them', async () => {
    const refusal = 'Only the organisation owner can change the defaults.';
    const { user } = settingsScreen(() => errorEnvelope(403, refusal, 'FORBIDDEN'));
    const form = within(await screen.findByRole('form', { name: 'Fees and taxes for new events' }));
    await user.click(form.getByRole('button', { name: 'Save defaults' }));
    expect(await form.findByRole('alert')).toHaveTextContent(refusal);
  });
});
