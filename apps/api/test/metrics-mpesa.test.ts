import { describe, expect, it } from 'vitest';
import { useMpesaApp } from './payments-mpesa-routes-kit';
import { sampleOf, scrape } from './support/metrics';
import { databaseKinds } from './support/test-database';

const series = (outcome: string) => `tiketi_payments_total{provider="mpesa-simulated",outcome="${outcome}"}`;

/** Issue 19: an M-Pesa prompt's ending counts once, whatever answer comes again. */
describe.each(databaseKinds)('M-Pesa payment metrics (%s)', (kind) => {
  const s = useMpesaApp(kind, 'simulated');

  it('counts a cancelled prompt as failed once, and the retried prompt that pays as confirmed', async () => {
    const read = async () => {
      const { body } = await scrape(s.t);
      return { failed: sampleOf(body, series('failed')), confirmed: sampleOf(body, series('confirmed')) };
    };
    const before = await read();
    const event = await s.newEvent();
    const booked = await s.bookMpesa(event);
    const cancelled = await s.answer(booked.clientSecret, booked.token, 'cancel');
    expect(cancelled.body.message.data).toEqual({ payment_status: 'cancelled' });
    // The same prompt answered again: its first ending stands, nothing more is counted.
    await s.answer(booked.clientSecret, booked.token, 'timeout');
    expect(await read()).toEqual({ failed: before.failed + 1, confirmed: before.confirmed });

    expect((await s.retry(booked.clientSecret, booked.token)).status).toBe(200);
    const paid = await s.answer(booked.clientSecret, booked.token, 'accept');
    expect(paid.body.message.data).toEqual({ payment_status: 'paid' });
    await s.answer(booked.clientSecret, booked.token, 'accept');
    expect(await read()).toEqual({ failed: before.failed + 1, confirmed: before.confirmed + 1 });
  });
});
