import { screen, waitFor, within } from '@testing-library/react';
import type { PromoCode } from '@tiketi/contract/promo-codes';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { envelope, errorEnvelope } from '@/testing/server';
import { sellingEndpoints } from '../testing/selling-endpoints';
import { aCode, owner } from '../testing/selling-fixtures';

const table = () => screen.getByRole('table', { name: 'Promo codes' });

/** The body the update call carries for `code` as saved, with `active` as given. */
const updateOf = (code: PromoCode, active: boolean) => ({
  code: code.code,
  discount_type: code.discount_type,
  discount_value: code.discount_value,
  ticket_type_ids: code.ticket_type_ids,
  max_uses: code.max_uses,
  valid_from: code.valid_from,
  valid_to: code.valid_to,
  unlocks_hidden: code.unlocks_hidden,
  active,
});

describe('changing a promo code', { timeout: 20_000 }, () => {
  it('refuses to delete a used code with the server’s 409, and deactivates it instead', async () => {
    const used = 'This code has been used, so it cannot be deleted. Deactivate it instead.';
    let code = aCode();
    const sent = sellingEndpoints((call) => {
      if (call.method === 'GET') return [code];
      if (call.method === 'DELETE') return errorEnvelope(409, used, 'CONFLICT');
      code = { ...code, ...(call.body as object) };
      return code;
    });
    const { user } = renderRoute('/organizer/promo-codes/7', owner);
    await user.click(
      await within(await screen.findByRole('table')).findByRole('button', { name: 'Delete SPRING20' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Delete code SPRING20' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(used);
    expect(dialog.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('SPRING20 is now inactive.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'DELETE', path: '/promo-codes/1', body: undefined },
      { method: 'PUT', path: '/promo-codes/1', body: updateOf(aCode(), false) },
    ]);
    await waitFor(() => expect(within(table()).getByText('Inactive')).toBeInTheDocument());
  });

  it('deletes an unused code', async () => {
    let codes = [aCode({ uses: 0, revenue: 0 }), aCode({ id: 2, code: 'KEEP10' })];
    const sent = sellingEndpoints((call) => {
      if (call.method === 'GET') return codes;
      codes = codes.filter((code) => code.id !== 1);
      return envelope(null);
    });
    const { user } = renderRoute('/organizer/promo-codes/7', owner);
    await user.click(
      await within(await screen.findByRole('table')).findByRole('button', { name: 'Delete SPRING20' }),
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('SPRING20 was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(within(table()).queryByText('SPRING20')).not.toBeInTheDocument());
    expect(sent).toEqual([{ method: 'DELETE', path: '/promo-codes/1', body: undefined }]);
  });

  it('activates an inactive code from its row, and edits a code', async () => {
    let code = aCode({ active: false, ticket_type_ids: [21, 22], valid_to: '2031-04-30T21:00:00.000Z' });
    const sent = sellingEndpoints((call) => {
      if (call.method === 'GET') return [code];
      code = { ...code, ...(call.body as object) };
      return code;
    });
    const { user } = renderRoute('/organizer/promo-codes/7', owner);
    await user.click(
      await within(await screen.findByRole('table')).findByRole('button', { name: 'Activate SPRING20' }),
    );
    expect(await screen.findByText('SPRING20 is now active.')).toBeInTheDocument();
    expect(sent[0]?.body).toEqual(
      updateOf(aCode({ ticket_type_ids: [21, 22], valid_to: '2031-04-30T21:00:00.000Z' }), true),
    );

    await user.click(within(table()).getByRole('button', { name: 'Edit SPRING20' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit code SPRING20' }));
    expect(dialog.getByLabelText('Code')).toHaveValue('SPRING20');
    expect(dialog.getByRole('checkbox', { name: 'General' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Partners (hidden)' })).not.toBeChecked();
    await user.clear(dialog.getByLabelText('Discount (%)'));
    await user.type(dialog.getByLabelText('Discount (%)'), '25');
    await user.click(dialog.getByRole('button', { name: 'Save code' }));
    expect(await screen.findByText('SPRING20 was saved.')).toBeInTheDocument();
    expect(sent[1]).toMatchObject({
      method: 'PUT',
      path: '/promo-codes/1',
      body: { discount_value: 25, active: true },
    });
    // A window saved by the server comes back unchanged.
    expect(sent[1]?.body).toMatchObject({ valid_to: '2031-04-30T21:00:00.000Z', ticket_type_ids: [21, 22] });
  });
});
