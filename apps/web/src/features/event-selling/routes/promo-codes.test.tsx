import { fireEvent, screen, within } from '@testing-library/react';
import type { PromoCode } from '@tiketi/contract/promo-codes';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '@/testing/axe';
import { renderRoute } from '@/testing/render-route';
import { errorEnvelope } from '@/testing/server';
import { sellingEndpoints } from '../testing/selling-endpoints';
import { aCode, owner } from '../testing/selling-fixtures';

/** Serves `codes` as the list, and lets `answer` decide each change; returns the changes sent. */
function codesEndpoints(codes: PromoCode[], answer: (method: string, body: unknown) => Response | PromoCode) {
  return sellingEndpoints((call) => (call.method === 'GET' ? codes : answer(call.method, call.body)));
}

const table = () => screen.getByRole('table', { name: 'Promo codes' });
const rowOf = (code: string) =>
  within(table())
    .getAllByRole('row')
    .find((row) => within(row).queryAllByText(code).length > 0) as HTMLElement;

// A route's first visit compiles its chunk, and these tests type a whole form.
describe('the promo codes screen', { timeout: 20_000 }, () => {
  it('lists each code with its discount, tickets, uses, window, revenue and status', async () => {
    codesEndpoints(
      [
        aCode(),
        aCode({
          id: 2,
          code: 'VIP5',
          discount_type: 'fixed',
          discount_value: 5,
          ticket_type_ids: [22],
          max_uses: null,
          uses: 7,
          revenue: 140,
          valid_to: '2031-04-30T21:00:00.000Z',
          active: false,
        }),
        aCode({ id: 3, code: 'PARTNERS', discount_type: 'none', discount_value: 0, unlocks_hidden: true }),
      ],
      () => errorEnvelope(500, 'unexpected', 'INTERNAL'),
    );
    renderRoute('/organizer/promo-codes/7', owner);
    expect(await screen.findByRole('heading', { level: 1, name: 'Promo codes' })).toBeInTheDocument();
    expect(screen.getByText('Lakeside Jazz')).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Promo codes' });

    const spring = within(rowOf('SPRING20'));
    for (const text of ['20%', 'All tickets', '3 of 10', 'Any time', '$24.00', 'Active']) {
      expect(spring.getByText(text)).toBeInTheDocument();
    }
    const vip = within(rowOf('VIP5'));
    for (const text of ['$5.00 off per ticket', 'VIP', '7', '$140.00', 'Inactive']) {
      expect(vip.getByText(text)).toBeInTheDocument();
    }
    expect(vip.getByText(/^Until /)).toBeInTheDocument();
    expect(vip.getByRole('button', { name: 'Activate VIP5' })).toBeInTheDocument();
    expect(within(rowOf('PARTNERS')).getByText('Access code')).toBeInTheDocument();
    expect(spring.getByRole('button', { name: 'Deactivate SPRING20' })).toBeInTheDocument();
    // The phone's list says the same.
    expect(within(screen.getByRole('list', { name: 'Promo codes' })).getAllByRole('listitem')).toHaveLength(
      3,
    );
    expect(screen.getByRole('link', { name: 'Fees and taxes' })).toHaveAttribute(
      'href',
      '/organizer/sales-settings/7',
    );
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/organizer/orders/7');
    await expectNoSeriousViolations();
  });

  it('says so when there are no codes, with the button to make one', async () => {
    codesEndpoints([], () => errorEnvelope(500, 'unexpected', 'INTERNAL'));
    const { user } = renderRoute('/organizer/promo-codes/7', owner);
    expect(await screen.findByText(/No codes yet/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New code' }));
    expect(screen.getByRole('dialog', { name: 'New code' })).toBeInTheDocument();
    await expectNoSeriousViolations();
  });

  it('creates a code with exactly the contract’s body, after checking it in the browser', async () => {
    const codes: PromoCode[] = [];
    const sent = codesEndpoints(codes, (_method, body) => {
      const created = { ...aCode(), ...(body as object), id: 9, uses: 0, revenue: 0 };
      codes.push(created);
      return created;
    });
    const { user } = renderRoute('/organizer/promo-codes/7', owner);
    await user.click(await screen.findByRole('button', { name: 'New code' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New code' }));

    await user.type(dialog.getByLabelText('Code'), 'early20');
    await user.type(dialog.getByLabelText('Discount (%)'), '120');
    await user.click(dialog.getByRole('button', { name: 'Create code' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('A percentage discount is at most 100');
    expect(sent).toEqual([]);

    await user.clear(dialog.getByLabelText('Discount (%)'));
    await user.type(dialog.getByLabelText('Discount (%)'), '20');
    await user.click(dialog.getByRole('checkbox', { name: 'VIP' }));
    await user.type(dialog.getByLabelText('Maximum uses'), '50');
    fireEvent.change(dialog.getByLabelText('Valid from'), { target: { value: '2031-03-01T09:00' } });
    fireEvent.change(dialog.getByLabelText('Valid to'), { target: { value: '2031-04-01T00:00' } });
    expect(dialog.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    await expectNoSeriousViolations();
    await user.click(dialog.getByRole('button', { name: 'Create code' }));

    expect(await screen.findByText('EARLY20 was created.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/promo-codes',
        body: {
          code: 'EARLY20',
          discount_type: 'percentage',
          discount_value: 20,
          ticket_type_ids: [22],
          max_uses: 50,
          // The browser's own clock, sent as instants.
          valid_from: new Date('2031-03-01T09:00').toISOString(),
          valid_to: new Date('2031-04-01T00:00').toISOString(),
          unlocks_hidden: false,
          active: true,
        },
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      await within(await screen.findByRole('table', { name: 'Promo codes' })).findByText('EARLY20'),
    ).toBeVisible();
  });

  it('makes an access code: no discount, and it unlocks hidden tickets', async () => {
    const sent = codesEndpoints([aCode()], (_method, body) => ({ ...aCode(), ...(body as object), id: 4 }));
    const { user } = renderRoute('/organizer/promo-codes/7', owner);
    await user.click(await screen.findByRole('button', { name: 'New code' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New code' }));
    await user.type(dialog.getByLabelText('Code'), 'Press2031');
    await user.selectOptions(dialog.getByLabelText('Discount type'), 'No discount — access code');
    expect(dialog.queryByLabelText(/^Discount \(/)).not.toBeInTheDocument();
    expect(dialog.getByRole('checkbox', { name: 'Unlocks hidden tickets' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Partners (hidden)' })).not.toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Create code' }));
    await screen.findByText('PRESS2031 was created.');
    expect(sent[0]?.body).toEqual({
      code: 'PRESS2031',
      discount_type: 'none',
      discount_value: 0,
      ticket_type_ids: [],
      max_uses: null,
      valid_from: null,
      valid_to: null,
      unlocks_hidden: true,
      active: true,
    });
  });

  it('shows the server’s 409 for a duplicate code and keeps the form', async () => {
    const duplicate = 'A code SPRING20 already exists for this event';
    codesEndpoints([aCode()], () => errorEnvelope(409, duplicate, 'CONFLICT'));
    const { user } = renderRoute('/organizer/promo-codes/7', owner);
    await user.click(await screen.findByRole('button', { name: 'New code' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New code' }));
    await user.type(dialog.getByLabelText('Code'), 'spring20');
    await user.type(dialog.getByLabelText('Discount (%)'), '10');
    await user.click(dialog.getByRole('button', { name: 'Create code' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(duplicate);
    expect(dialog.getByLabelText('Code')).toHaveValue('spring20');
  });
});
