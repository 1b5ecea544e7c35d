import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '@/testing/axe';
import { renderRoute } from '@/testing/render-route';
import { errorEnvelope } from '@/testing/server';
import { orderEndpoints } from '../testing/order-endpoints';
import { anOrderDetail, owner } from '../testing/order-fixtures';

const openOrder = async (reference = 'TK-ORDER00001') => {
  const view = renderRoute(`/organizer/order/${reference}`, owner);
  await screen.findByRole('heading', { level: 1, name: `Order ${reference}` });
  return view;
};

const voided = anOrderDetail().admissions.map((admission) => ({ ...admission, valid: false }));

describe('cancelling an order', () => {
  it('refunds a paid order in full unless told not to', async () => {
    const sent = orderEndpoints([anOrderDetail()], () => ({
      order: anOrderDetail({ status: 'refunded', refunded: 1500, refundable: 0, admissions: voided }),
    }));
    const { user } = await openOrder();
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel order TK-ORDER00001' }));
    expect(dialog.getByText(/tickets stop admitting anyone/)).toBeInTheDocument();
    const refund = dialog.getByRole('checkbox', { name: 'Refund the buyer in full' });
    expect(refund).toBeChecked();
    expect(refund).toHaveAccessibleDescription(
      /KES\s1,500 goes back to the buyer\. Untick it for complimentary/,
    );
    await expectNoSeriousViolations();

    await user.type(dialog.getByLabelText('Reason'), 'Duplicate order');
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('The order was cancelled and refunded in full.')).toBeInTheDocument();
    expect(sent).toEqual([
      { path: '/cancel', method: 'POST', body: { refund: true, reason: 'Duplicate order' } },
    ]);
  });

  it('cancels complimentary tickets without moving money', async () => {
    const sent = orderEndpoints([anOrderDetail()], () => ({
      order: anOrderDetail({ status: 'cancelled', refundable: 0, admissions: voided }),
    }));
    const { user } = await openOrder();
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('checkbox', { name: 'Refund the buyer in full' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('The order was cancelled.')).toBeInTheDocument();
    expect(sent).toEqual([{ path: '/cancel', method: 'POST', body: { refund: false, reason: '' } }]);
    expect(screen.getByText('Cancelled', { selector: 'span' })).toBeInTheDocument();
  });

  it('lets a pending hold go, with no refund to ask about', async () => {
    const pending = anOrderDetail({
      status: 'pending',
      paid: 0,
      refundable: 0,
      paid_at: null,
      hold_expires_at: new Date(Date.now() + 5 * 60_000).toISOString(),
      admissions: [],
    });
    const sent = orderEndpoints([pending], () => ({
      order: { ...pending, status: 'cancelled', hold_expires_at: null },
    }));
    const { user } = await openOrder();
    expect(screen.getByText(/^Pending · [45] min left$/)).toBeInTheDocument();
    expect(screen.getByText('Tickets are issued once the order is paid.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend tickets' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText(/The seat hold ends now/)).toBeInTheDocument();
    expect(dialog.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('The order was cancelled.')).toBeInTheDocument();
    expect(sent).toEqual([{ path: '/cancel', method: 'POST', body: { reason: '' } }]);
  });
});

describe('resending tickets', () => {
  it('says where the tickets went', async () => {
    const sent = orderEndpoints([anOrderDetail()], () => ({ order: anOrderDetail() }));
    const { user } = await openOrder();
    await user.click(screen.getByRole('button', { name: 'Resend tickets' }));
    expect(await screen.findByText('Tickets sent to amina@example.com')).toBeInTheDocument();
    expect(sent).toEqual([{ path: '/resend', method: 'POST', body: undefined }]);
  });

  it('shows the limit’s message', async () => {
    orderEndpoints([anOrderDetail()], () =>
      errorEnvelope(
        429,
        'This order’s tickets were resent 5 times in the last hour. Try again later.',
        'RATE_LIMITED',
      ),
    );
    const { user } = await openOrder();
    await user.click(screen.getByRole('button', { name: 'Resend tickets' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This order’s tickets were resent 5 times in the last hour. Try again later.',
    );
    // The session is kept: a refused resend is no reason to sign out.
    expect(screen.getByTestId('location')).toHaveTextContent('/organizer/order/TK-ORDER00001');
  });
});

describe('editing the buyer', () => {
  it('sends only what changed and shows the corrected buyer', async () => {
    const sent = orderEndpoints([anOrderDetail()], () => ({
      order: anOrderDetail({ buyer_email: 'amina.njeri@example.com' }),
    }));
    const { user } = await openOrder();
    await user.click(screen.getByRole('button', { name: 'Edit buyer' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit buyer' }));
    expect(dialog.getByLabelText(/Full name/)).toHaveValue('Amina Njeri');
    expect(dialog.getByLabelText('Phone')).toHaveValue('+254712345678');

    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Nothing changed.');
    const email = dialog.getByLabelText(/Email address/);
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Enter a valid email address');
    expect(sent).toEqual([]);

    await user.clear(email);
    await user.type(email, 'amina.njeri@example.com');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The buyer’s details were saved.')).toBeInTheDocument();
    expect(sent).toEqual([{ path: '/', method: 'PUT', body: { email_address: 'amina.njeri@example.com' } }]);
    expect(screen.getByText('amina.njeri@example.com')).toBeInTheDocument();
  });
});

describe('a teammate without refund rights', () => {
  it('sees the money actions off, with the reason, and may still resend and edit', async () => {
    orderEndpoints([anOrderDetail({ can_refund: false })], () => ({ order: anOrderDetail() }));
    await openOrder();
    const reason = 'Only the owner can refund or cancel this order.';
    expect(screen.getByText(reason)).toBeInTheDocument();
    for (const name of ['Refund', 'Cancel order']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(reason);
    }
    expect(screen.getByRole('button', { name: 'Resend tickets' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Edit buyer' })).toBeEnabled();
    await expectNoSeriousViolations();
  });
});
