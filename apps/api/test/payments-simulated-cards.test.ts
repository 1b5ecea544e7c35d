import { describe, expect, it } from 'vitest';
import { SIMULATED_TEST_CARDS } from '../src/providers/payments/simulated-card-rules';
import { rejectionOf } from './support/app-errors';
import { useSimulatedPayments, VALID_CARD } from './support/simulated-payments';
import { databaseKinds } from './support/test-database';

/** The month before this one, as a card form would write it. */
function lastMonth() {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return { expMonth: date.getUTCMonth() + 1, expYear: date.getUTCFullYear() };
}

describe.each(databaseKinds)('simulated card payments on %s', (kind) => {
  const s = useSimulatedPayments(kind);

  describe('card rules', () => {
    const { expMonth: pastMonth, expYear: pastYear } = lastMonth();
    const thisMonth = { expMonth: new Date().getUTCMonth() + 1, expYear: new Date().getUTCFullYear() };
    const cases: [string, string, Partial<typeof VALID_CARD>, { status: string; error?: object }][] = [
      ['4242 4242 4242 4242 succeeds', '4242 4242 4242 4242', {}, { status: 'succeeded' }],
      [
        'a card expiring this month succeeds',
        SIMULATED_TEST_CARDS.succeeds,
        thisMonth,
        { status: 'succeeded' },
      ],
      [
        'a two-digit year is read as 20xx',
        SIMULATED_TEST_CARDS.succeeds,
        { expYear: VALID_CARD.expYear % 100 },
        { status: 'succeeded' },
      ],
      [
        'a four-digit cvc is accepted',
        SIMULATED_TEST_CARDS.succeeds,
        { cvc: '1234' },
        { status: 'succeeded' },
      ],
      [
        '4000 0000 0000 0002 is declined',
        SIMULATED_TEST_CARDS.declined,
        {},
        {
          status: 'requires_payment_method',
          error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
        },
      ],
      [
        '4000 0000 0000 9995 has insufficient funds',
        SIMULATED_TEST_CARDS.insufficientFunds,
        {},
        {
          status: 'requires_payment_method',
          error: {
            type: 'card_error',
            code: 'insufficient_funds',
            message: 'Your card has insufficient funds.',
          },
        },
      ],
      [
        '4000 0000 0000 0077 stays processing',
        SIMULATED_TEST_CARDS.staysProcessing,
        {},
        { status: 'processing' },
      ],
      [
        'any other valid number is declined with a hint',
        '5555 5555 5555 4444',
        {},
        {
          status: 'requires_payment_method',
          error: {
            type: 'card_error',
            code: 'card_declined',
            message: 'Your card was declined. In this test environment, use 4242 4242 4242 4242.',
          },
        },
      ],
      ...['4242424242424241', '4242', '42424242424242424242', '4242-4242-4242-4242', ''].map(
        (number): [string, string, Partial<typeof VALID_CARD>, { status: string; error: object }] => [
          `"${number}" is an invalid number`,
          number,
          {},
          {
            status: 'requires_payment_method',
            error: {
              type: 'validation_error',
              code: 'incorrect_number',
              message: 'Your card number is invalid.',
            },
          },
        ],
      ),
      [
        'last month is in the past',
        SIMULATED_TEST_CARDS.succeeds,
        { expMonth: pastMonth, expYear: pastYear },
        {
          status: 'requires_payment_method',
          error: { type: 'validation_error', message: "Your card's expiration date is in the past." },
        },
      ],
      [
        'last year is in the past',
        SIMULATED_TEST_CARDS.succeeds,
        { expMonth: 12, expYear: new Date().getUTCFullYear() - 1 },
        {
          status: 'requires_payment_method',
          error: {
            type: 'validation_error',
            code: 'invalid_expiry_year_past',
            message: "Your card's expiration date is in the past.",
          },
        },
      ],
      ...['12', '12345', 'abc', ''].map(
        (cvc): [string, string, Partial<typeof VALID_CARD>, { status: string; error: object }] => [
          `cvc "${cvc}" is incomplete`,
          SIMULATED_TEST_CARDS.succeeds,
          { cvc },
          {
            status: 'requires_payment_method',
            error: {
              type: 'validation_error',
              code: 'incomplete_cvc',
              message: "Your card's security code is incomplete.",
            },
          },
        ],
      ),
    ];

    it.each(cases)('%s', async (_name, cardNumber, card, expected) => {
      const intent = await s.newIntent();
      const result = await s.pay(intent.clientSecret, cardNumber, card);

      expect(result).toMatchObject(expected);
      if (!expected.error) expect(result.error).toBeUndefined();
      expect((await s.provider.retrievePayment(intent.id))?.status).toBe(expected.status);
    });

    it('remembers a decline but not a typo, and lets the buyer retry after either', async () => {
      const intent = await s.newIntent();

      await s.pay(intent.clientSecret, '4242 4242');
      expect((await s.rowOf(intent.id)).lastError).toBeNull();
      await s.pay(intent.clientSecret, SIMULATED_TEST_CARDS.insufficientFunds);
      expect(await s.rowOf(intent.id)).toMatchObject({
        status: 'requires_payment_method',
        lastError: 'insufficient_funds',
      });

      expect(await s.pay(intent.clientSecret, SIMULATED_TEST_CARDS.succeeds)).toEqual({
        status: 'succeeded',
      });
      expect(await s.rowOf(intent.id)).toMatchObject({ status: 'succeeded', lastError: null });
    });

    it('answers a settled intent again without charging anew', async () => {
      const paid = await s.newIntent();
      const pending = await s.newIntent();
      await s.pay(paid.clientSecret, SIMULATED_TEST_CARDS.succeeds);
      await s.pay(pending.clientSecret, SIMULATED_TEST_CARDS.staysProcessing);

      expect(await s.pay(paid.clientSecret, SIMULATED_TEST_CARDS.declined)).toEqual({ status: 'succeeded' });
      expect(await s.pay(pending.clientSecret, SIMULATED_TEST_CARDS.succeeds)).toEqual({
        status: 'processing',
      });
    });

    it('needs the exact client secret', async () => {
      const intent = await s.newIntent();
      const wrongRandom = `${intent.id}_secret_${'A'.repeat(24)}`;

      for (const secret of [
        wrongRandom,
        `${intent.clientSecret}x`,
        intent.id,
        'sim_pi_nope_secret_abc',
        'junk',
      ]) {
        expect(await rejectionOf(s.pay(secret, SIMULATED_TEST_CARDS.succeeds))).toMatchObject({
          code: 'NOT_FOUND',
          message: 'Payment not found',
        });
      }
      expect((await s.provider.retrievePayment(intent.id))?.status).toBe('requires_payment_method');
    });
  });
});
