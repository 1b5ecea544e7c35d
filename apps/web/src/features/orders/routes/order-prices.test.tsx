import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '@/testing/axe';
import { renderRoute } from '@/testing/render-route';
import { orderEndpoints } from '../testing/order-endpoints';
import { anOrderDetail, owner } from '../testing/order-fixtures';

const openOrder = async (reference = 'TK-ORDER00001') => {
  const view = renderRoute(`/organizer/order/${reference}`, owner);
  await screen.findByRole('heading', { level: 1, name: `Order ${reference}` });
  return view;
};

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('the order screen of a priced order (issue 15)', () => {
  it('shows how the total was made: the seats, the discount with its code, the fee and the tax (issue 15)', async () => {
    orderEndpoints(
      [
        anOrderDetail({
          currency: 'USD',
          total: 100.33,
          paid: 100.33,
          refundable: 100.33,
          subtotal: 99.99,
          discount: 15,
          promo_code: 'SPRING15',
          fee: 1.5,
          tax: 13.84,
          tax_name: 'VAT',
          tax_rate: 16,
          tax_mode: 'added',
        }),
      ],
      () => ({ order: anOrderDetail() }),
    );
    await openOrder();
    const money = section('Money');
    const amountOf = (label: string) => money.getByText(label).nextElementSibling?.textContent;
    expect(amountOf('Subtotal')).toBe('$99.99');
    expect(amountOf('Discount (SPRING15)')).toMatch(/\$15\.00/);
    expect(amountOf('Booking fee')).toBe('$1.50');
    expect(amountOf('VAT 16%')).toBe('$13.84');
    expect(money.getAllByText('Total')).toHaveLength(1);
    expect(amountOf('Total')).toBe('$100.33');
    await expectNoSeriousViolations();
  });
});
