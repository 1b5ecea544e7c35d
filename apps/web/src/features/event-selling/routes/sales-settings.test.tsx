import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '@/testing/axe';
import { renderRoute } from '@/testing/render-route';
import { errorEnvelope } from '@/testing/server';
import { sellingEndpoints } from '../testing/selling-endpoints';
import { owner, someSettings } from '../testing/selling-fixtures';

const example = () => screen.getByText(/^A ticket at /);

describe('the fees and taxes screen', { timeout: 20_000 }, () => {
  it('shows the saved settings and what a ticket of the first type costs as they change', async () => {
    sellingEndpoints(() => someSettings({ capacity: 300, capacity_used: 120 }));
    const { user } = renderRoute('/organizer/sales-settings/7', owner);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fees and taxes' })).toBeInTheDocument();
    const capacity = await screen.findByRole('spinbutton', { name: 'Shared capacity' });
    expect(capacity).toHaveValue(300);
    expect(capacity).toHaveAccessibleDescription(
      'All ticket types draw on this total. Leave empty for none.',
    );
    expect(screen.getByText('120 of 300 sold or held')).toBeInTheDocument();
    // General, the first type, at $10.00 with no fee and no tax.
    expect(example()).toHaveTextContent('A ticket at $10.00 costs the buyer $10.00');

    await user.type(screen.getByLabelText('Tax name'), 'VAT');
    await user.type(screen.getByLabelText('Tax rate (%)'), '16');
    expect(screen.getByRole('radio', { name: 'Added on top of prices' })).toBeChecked();
    expect(example()).toHaveTextContent('A ticket at $10.00 costs the buyer $11.60');

    await user.click(screen.getByRole('radio', { name: 'Included in prices' }));
    expect(example()).toHaveTextContent('A ticket at $10.00 costs the buyer $10.00');
    await user.click(screen.getByRole('radio', { name: 'Added on top of prices' }));

    // A fee of $0.50 is taxed with the tickets: (10 + 0.50) × 1.16 = 12.18.
    await user.type(screen.getByLabelText('Fixed fee per ticket'), '0.5');
    expect(example()).toHaveTextContent('costs the buyer $12.18');
    await user.click(screen.getByRole('radio', { name: 'Organizer absorbs the fee' }));
    expect(example()).toHaveTextContent('costs the buyer $11.60');
    expect(screen.getByRole('link', { name: 'Promo codes' })).toHaveAttribute(
      'href',
      '/organizer/promo-codes/7',
    );
    await expectNoSeriousViolations();
  });

  it('saves exactly the contract’s body', async () => {
    const sent = sellingEndpoints((call) =>
      call.method === 'GET'
        ? someSettings()
        : { ...someSettings(), ...(call.body as object), capacity_used: 0 },
    );
    const { user } = renderRoute('/organizer/sales-settings/7', owner);
    await user.type(await screen.findByRole('spinbutton', { name: 'Shared capacity' }), '500');
    await user.type(screen.getByLabelText('Tax name'), ' VAT ');
    await user.type(screen.getByLabelText('Tax rate (%)'), '16');
    await user.type(screen.getByLabelText('Fee percent per order'), '2.5');
    await user.click(screen.getByRole('radio', { name: 'Included in prices' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fees and taxes saved.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/sales-settings',
        body: {
          capacity: 500,
          tax_name: 'VAT',
          tax_rate: 16,
          tax_mode: 'included',
          fee_fixed: 0,
          fee_percent: 2.5,
          fee_payer: 'buyer',
        },
      },
    ]);
    expect(screen.getByText('0 of 500 sold or held')).toBeInTheDocument();
  });

  it('checks in the browser first, then shows the server’s 400', async () => {
    const refusal = 'Capacity cannot be below the 120 seats already sold or held';
    const sent = sellingEndpoints((call) =>
      call.method === 'GET'
        ? someSettings({ capacity: 300, capacity_used: 120 })
        : errorEnvelope(400, refusal, 'VALIDATION'),
    );
    const { user } = renderRoute('/organizer/sales-settings/7', owner);
    await user.type(await screen.findByLabelText('Tax rate (%)'), '16');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name the tax, for example VAT');
    expect(
      screen.getByText('Fix the fields above to see what a ticket costs the buyer.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText('Tax name'), 'VAT');
    const capacity = screen.getByRole('spinbutton', { name: 'Shared capacity' });
    await user.clear(capacity);
    await user.type(capacity, '100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(refusal));
    expect(sent).toHaveLength(1);
    expect(capacity).toHaveValue(100);
  });
});
