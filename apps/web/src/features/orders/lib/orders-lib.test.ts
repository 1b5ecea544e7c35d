import { describe, expect, it } from 'vitest';
import { anOrder, anOrderDetail } from '../testing/order-fixtures';
import { cancelNotice, providerAnswerNotice, refundNotice } from './action-notices';
import { holdMinutesLeft, orderActionsOf, ticketsSummary } from './order-facts';
import { orderCountLine, ordersQueryOf } from './order-filters';
import { parseRefundAmount } from './refund-amount';

const none = { search: '', status: '', method: '', page: 1 } as const;

describe('order filters', () => {
  it('leaves empty filters out of the query string', () => {
    expect(ordersQueryOf(none, 50)).toEqual({
      page: 1,
      limit: 50,
      q: undefined,
      status: undefined,
      method: undefined,
    });
    expect(ordersQueryOf({ search: ' amina ', status: 'refund_due', method: 'mpesa', page: 3 }, 50)).toEqual({
      page: 3,
      limit: 50,
      q: 'amina',
      status: 'refund_due',
      method: 'mpesa',
    });
  });

  it('counts orders and says what narrowed them', () => {
    expect(orderCountLine(1, none)).toBe('1 order');
    expect(orderCountLine(0, none)).toBe('0 orders');
    expect(orderCountLine(4, { ...none, status: 'partially_refunded', method: 'paypal' })).toBe(
      '4 orders (partially refunded, PayPal)',
    );
    expect(orderCountLine(2, { ...none, search: 'TK-1' })).toBe('2 orders match “TK-1”');
  });
});

describe('refund amount', () => {
  it('reads empty as everything left, and refuses what cannot be refunded', () => {
    expect(parseRefundAmount('  ', 1500, 'KES')).toEqual({ ok: true, amount: undefined });
    expect(parseRefundAmount('1,200.50', 1500, 'KES')).toEqual({ ok: true, amount: 1200.5 });
    expect(parseRefundAmount('12.10', 20, 'USD')).toEqual({ ok: true, amount: 12.1 });
    expect(parseRefundAmount('0', 1500, 'KES')).toEqual({ ok: false, message: 'Amount must be more than 0' });
    expect(parseRefundAmount('-5', 1500, 'KES').ok).toBe(false);
    expect(parseRefundAmount('abc', 1500, 'KES').ok).toBe(false);
    expect(parseRefundAmount('1.001', 20, 'USD')).toEqual({
      ok: false,
      message: 'Amount can have at most 2 decimals',
    });
    expect(parseRefundAmount('10.5', 20000, 'UGX')).toEqual({
      ok: false,
      message: 'UGX amounts are whole numbers',
    });
    expect(parseRefundAmount('20.01', 20, 'USD')).toEqual({
      ok: false,
      message: 'Amount is more than the $20.00 left to refund',
    });
  });
});

describe('order facts', () => {
  it('gives a pending order’s hold in whole minutes, rounded up', () => {
    const now = Date.parse('2031-04-01T10:00:00.000Z');
    const held = { status: 'pending' as const, hold_expires_at: '2031-04-01T10:04:01.000Z' };
    expect(holdMinutesLeft(held, now)).toBe(5);
    expect(holdMinutesLeft({ ...held, hold_expires_at: '2031-04-01T09:59:00.000Z' }, now)).toBe(0);
    expect(holdMinutesLeft({ ...held, status: 'paid' }, now)).toBeNull();
  });

  it('summarises the seat lines', () => {
    expect(ticketsSummary(anOrder())).toBe('2 x Regular');
    expect(ticketsSummary(anOrder({ tickets: [] }))).toBe('No tickets');
  });

  it('offers what the order’s state allows', () => {
    expect(orderActionsOf(anOrderDetail())).toEqual({
      canRefund: true,
      canRecordPayout: false,
      canCancel: true,
      canResend: true,
    });
    const voided = anOrderDetail().admissions.map((admission) => ({ ...admission, valid: false }));
    expect(orderActionsOf(anOrderDetail({ status: 'refunded', refundable: 0, admissions: voided }))).toEqual({
      canRefund: false,
      canRecordPayout: false,
      canCancel: false,
      canResend: false,
    });
    // A partial M-Pesa refund still owed: the tickets admit, the payout waits to be recorded.
    expect(
      orderActionsOf(anOrderDetail({ status: 'refund_due', refund_due: 500, refundable: 1000 })),
    ).toEqual({
      canRefund: false,
      canRecordPayout: true,
      canCancel: true,
      canResend: false,
    });
    expect(orderActionsOf(anOrderDetail({ status: 'expired', admissions: [] })).canCancel).toBe(false);
  });
});

describe('action notices', () => {
  it('tells a full, a partial and an M-Pesa refund apart', () => {
    expect(refundNotice(anOrderDetail({ status: 'refunded' }), undefined)).toMatch(/refunded in full/);
    expect(refundNotice(anOrderDetail({ status: 'partially_refunded' }), 500)).toMatch(
      /^KES\s500 was refunded/,
    );
    expect(refundNotice(anOrderDetail({ status: 'refund_due', refund_due: 500 }), 500)).toMatch(
      /^KES\s500 is due to the buyer\. Pay it by M-Pesa/,
    );
  });

  it('says whether a cancellation refunded, or left a refund due', () => {
    expect(cancelNotice(anOrderDetail({ status: 'cancelled' }), false)).toBe('The order was cancelled.');
    expect(cancelNotice(anOrderDetail({ status: 'refunded' }), true)).toBe(
      'The order was cancelled and refunded in full.',
    );
    expect(cancelNotice(anOrderDetail({ status: 'refund_due', refund_due: 1500 }), true)).toMatch(
      /^The order was cancelled\. KES\s1,500 is due/,
    );
  });

  it('reads a provider’s answer from the order it moved', () => {
    const before = anOrderDetail();
    expect(providerAnswerNotice(before, { ...before, refunded: 1500 })).toBe(
      'The provider confirmed the refund.',
    );
    expect(providerAnswerNotice(before, before)).toMatch(/The timeline below says how/);
  });
});
