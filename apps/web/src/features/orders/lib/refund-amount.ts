import { minorUnitsOf } from '@tiketi/contract/money';
import { formatMoney } from '@/lib/money';

export type RefundAmount = { ok: true; amount: number | undefined } | { ok: false; message: string };

/**
 * The refund dialog's 'Amount': empty refunds everything left (no amount is sent); otherwise a
 * positive decimal with no more decimals than the currency has, and no more than is refundable.
 */
export function parseRefundAmount(typed: string, refundable: number, currency: string): RefundAmount {
  const text = typed.trim().replace(/,/g, '');
  if (text === '') return { ok: true, amount: undefined };
  if (!/^\d+(\.\d+)?$/.test(text))
    return { ok: false, message: 'Enter the amount as a number, like 500 or 12.50' };
  const amount = Number(text);
  if (amount <= 0) return { ok: false, message: 'Amount must be more than 0' };
  const decimals = minorUnitsOf(currency);
  const fraction = text.split('.')[1] ?? '';
  if (fraction.replace(/0+$/, '').length > decimals) {
    return {
      ok: false,
      message:
        decimals === 0
          ? `${currency} amounts are whole numbers`
          : `Amount can have at most ${decimals} decimals`,
    };
  }
  if (amount > refundable)
    return {
      ok: false,
      message: `Amount is more than the ${formatMoney(refundable, currency)} left to refund`,
    };
  return { ok: true, amount };
}
