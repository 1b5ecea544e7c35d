import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '@/testing/axe';
import { renderRoute } from '@/testing/render-route';
import { API, errorEnvelope, server } from '@/testing/server';
import { orderEndpoints } from '../testing/order-endpoints';
import { anOrderDetail, owner } from '../testing/order-fixtures';

const openOrder = async (reference = 'TK-ORDER00001') => {
  const view = renderRoute(`/organizer/order/${reference}`, owner);
  await screen.findByRole('heading', { level: 1, name: `Order ${reference}` });
  return view;
};

/** An admission of the order, with no holder asked. */
const admission = (number: number, name: string, checked_in_at: string | null, valid: boolean) => ({
  number,
  name,
  checked_in_at,
  valid,
  holder_name: '',
  holder_email: '',
  answers: [],
});

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('the order screen', () => {
  it('shows the buyer, seats, money, admissions and timeline', async () => {
    orderEndpoints(
      [
        anOrderDetail({
          status: 'partially_refunded',
          refunded: 500,
          refundable: 1000,
          admissions: [
            admission(1, 'Regular', '2031-05-01T18:03:00.000Z', true),
            admission(2, 'Regular', null, true),
            admission(3, 'VIP', null, false),
          ],
          timeline: [
            { at: '2031-04-01T09:55:00.000Z', kind: 'created', by: 'Buyer', detail: '2 x Regular' },
            {
              at: '2031-04-02T08:00:00.000Z',
              kind: 'refunded',
              by: 'Wanjiru Kamau',
              detail: 'KES 500: wrong seats',
            },
          ],
        }),
      ],
      () => ({ order: anOrderDetail() }),
    );
    await openOrder();

    expect(screen.getByText('Lakeside Jazz')).toBeInTheDocument();
    expect(screen.getByText('Partially refunded')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/organizer/orders/7');

    const buyer = section('Buyer');
    expect(buyer.getByText('Amina Njeri')).toBeInTheDocument();
    expect(buyer.getByText('amina@example.com')).toBeInTheDocument();
    expect(buyer.getByText('+254712345678')).toBeInTheDocument();
    expect(buyer.getByText('2 x Regular')).toBeInTheDocument();

    const money = section('Money');
    const amountOf = (label: string) => money.getByText(label).nextElementSibling?.textContent;
    expect(amountOf('Total')).toMatch(/KES\s1,500/);
    expect(amountOf('Paid')).toMatch(/KES\s1,500/);
    expect(amountOf('Refunded')).toMatch(/KES\s500/);
    expect(amountOf('Refund due')).toMatch(/KES\s0/);
    expect(amountOf('Refundable')).toMatch(/KES\s1,000/);
    expect(amountOf('Method')).toBe('Card');
    expect(amountOf('Card payment')).toBe('pi_3Abc');

    const admissions = section('Admissions').getAllByRole('listitem');
    expect(admissions[0]).toHaveTextContent(/Ticket 1 · Regular.*Checked in .*2031/);
    expect(admissions[1]).toHaveTextContent('Not checked in');
    expect(admissions[2]).toHaveTextContent('Ticket 3 · VIPVoid');

    const timeline = section('Timeline').getAllByRole('listitem');
    expect(timeline[0]).toHaveTextContent('Created · by Buyer');
    expect(timeline[1]).toHaveTextContent('Refunded · by Wanjiru Kamau');
    expect(timeline[1]).toHaveTextContent('KES 500: wrong seats');
    await expectNoSeriousViolations();
  });

  it('refunds everything left when the amount is left empty', async () => {
    const refunded = anOrderDetail({
      status: 'refunded',
      refunded: 1500,
      refundable: 0,
      admissions: anOrderDetail().admissions.map((admission) => ({
        ...admission,
        valid: false,
        holder_name: '',
        holder_email: '',
        answers: [],
      })),
    });
    const sent = orderEndpoints([anOrderDetail()], () => ({ order: refunded }));
    const { user } = await openOrder();

    const opener = screen.getByRole('button', { name: 'Refund' });
    await user.click(opener);
    const dialog = within(screen.getByRole('dialog', { name: 'Refund order TK-ORDER00001' }));
    expect(dialog.getByLabelText('Amount')).toHaveAccessibleDescription(
      /^Leave empty to refund everything that is left \(KES\s1,500\)\. Tickets are voided\.$/,
    );
    await expectNoSeriousViolations();
    await user.type(dialog.getByLabelText('Reason'), 'Cannot attend');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));

    expect(
      await screen.findByText(/refunded in full\. Its tickets no longer admit anyone/),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ path: '/refund', method: 'POST', body: { reason: 'Cannot attend' } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByText('Void')).toHaveLength(2);
    // Nothing is left to refund, and the tickets admit no one: neither is offered again.
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('refunds part of the money, after refusing an amount it cannot refund', async () => {
    const sent = orderEndpoints([anOrderDetail()], () => ({
      order: anOrderDetail({ status: 'partially_refunded', refunded: 500, refundable: 1000 }),
    }));
    const { user } = await openOrder();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = within(screen.getByRole('dialog'));
    const amount = dialog.getByLabelText('Amount');

    await user.type(amount, '2000');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(/Amount is more than the KES\s1,500 left to refund/);
    await user.clear(amount);
    await user.type(amount, '10.555');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Amount can have at most 2 decimals');
    expect(sent).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText(/KES\s500 was refunded\. The tickets stay valid\./)).toBeInTheDocument();
    expect(sent).toEqual([{ path: '/refund', method: 'POST', body: { amount: 500, reason: '' } }]);
    expect(screen.getByText('Partially refunded')).toBeInTheDocument();
  });

  it('shows the server’s refusal in the dialog', async () => {
    orderEndpoints([anOrderDetail()], () =>
      errorEnvelope(409, 'A refund of this order is already under way.', 'CONFLICT'),
    );
    const { user } = await openOrder();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'A refund of this order is already under way.',
    );
  });

  it('says a refund the provider confirms later was sent, and reads the order again until it shows', async () => {
    const asSent = anOrderDetail({
      refundable: 0,
      timeline: [
        ...anOrderDetail().timeline,
        {
          at: '2031-04-02T08:00:00.000Z',
          kind: 'refund_requested',
          by: 'Wanjiru Kamau',
          detail: 'KES 1,500',
        },
      ],
    });
    const confirmed = { ...asSent, status: 'refunded' as const, refunded: 1500 };
    const sent = orderEndpoints([anOrderDetail(), confirmed], () => ({ order: asSent, status: 202 }));
    const { user } = await openOrder();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Refund' }));

    expect(
      await screen.findByText('The refund was sent to the provider. The order updates when it confirms.'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(
      await screen.findByText('The provider confirmed the refund.', {}, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Refunded', { selector: 'span' })).toBeInTheDocument();
  }, 15_000);

  it('records an M-Pesa payout of a refund due, with its reference', async () => {
    const due = anOrderDetail({
      status: 'refund_due',
      payment_method: 'mpesa',
      payment_reference: 'SGR7ABC123',
      refund_due: 1500,
      refundable: 0,
    });
    const sent = orderEndpoints([due], () => ({
      order: { ...due, status: 'refunded', refund_due: 0, refunded: 1500 },
    }));
    const { user } = await openOrder();
    expect(section('Money').getByText('M-Pesa receipt').nextElementSibling).toHaveTextContent('SGR7ABC123');
    await user.click(screen.getByRole('button', { name: 'Record M-Pesa payout' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Record M-Pesa payout' }));
    expect(dialog.getByText(/Send KES\s1,500 to Amina Njeri on \+254712345678/)).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Record payout' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Enter the M-Pesa reference of the payout');
    await user.type(dialog.getByLabelText(/M-Pesa reference/), ' SHK9XYZ001 ');
    await user.click(dialog.getByRole('button', { name: 'Record payout' }));

    expect(await screen.findByText('The payout was recorded.')).toBeInTheDocument();
    expect(sent).toEqual([{ path: '/refund-paid', method: 'POST', body: { reference: 'SHK9XYZ001' } }]);
    expect(screen.getByText('Refunded', { selector: 'span' })).toBeInTheDocument();
  });

  it('shows not found for an order that is not the organisation’s', async () => {
    server.use(
      http.get(`${API}/v1/orders/TK-OTHER00001`, () => errorEnvelope(404, 'Order not found', 'NOT_FOUND')),
    );
    renderRoute('/organizer/order/TK-OTHER00001', owner);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
  });

  it('returns focus to the button that opened a dialog once it closes', async () => {
    orderEndpoints([anOrderDetail()], () => ({ order: anOrderDetail() }));
    const { user } = await openOrder();
    const opener = screen.getByRole('button', { name: 'Refund' });
    await user.click(opener);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
