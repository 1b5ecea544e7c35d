import { describe, expect, it } from 'vitest';
import { netSalesText } from './net-sales';

describe('netSalesText', () => {
  it('reads $0.00 before any sale', () => {
    expect(netSalesText({ currency: 'USD', net_sales: 0, sales: [] })).toBe('$0.00');
  });

  it('shows one figure for one currency', () => {
    expect(
      netSalesText({ currency: 'USD', net_sales: 300, sales: [{ currency: 'USD', net_sales: 300 }] }),
    ).toBe('$300.00');
  });

  it('lists each currency on its own and never adds them', () => {
    const text = netSalesText({
      currency: 'USD',
      net_sales: 300,
      sales: [
        { currency: 'KES', net_sales: 12_000 },
        { currency: 'USD', net_sales: 300 },
      ],
    });
    expect(text.replace(/\u00a0/g, ' ')).toBe('KES 12,000 · $300.00');
  });
});
