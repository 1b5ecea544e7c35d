import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, promoCodes } from '../src/db/schema/index';
import { usePromoCodes } from './promo-codes-kit';
import { multipart } from './support/multipart';
import { databaseKinds } from './support/test-database';

// Issue 15 with spec decision #13: an event's fixed fee and fixed discounts follow its currency.
describe.each(databaseKinds)('fixed fees and discounts across a currency change on %s', (kind) => {
  const s = usePromoCodes(kind);

  const changeCurrency = (id: number, currency: string) => {
    const body = multipart({ ...s.fields({ currency }), id: String(id) }, []);
    return s.current().t.app.inject({
      method: 'PUT',
      url: `/api/v1/event/update/${id}`,
      payload: body.payload,
      headers: { ...body.headers, auth: s.current().owner.token },
    });
  };
  const ticket = { ...s.regular, price_per_ticket: 100 };

  it('keeps the amounts, rescaled to the new currency, when they fit it', async () => {
    const id = await s.newEventId();
    expect((await s.addTickets(s.current().owner.token, id, [ticket])).statusCode).toBe(201);
    expect((await s.sales.put(id, { fee_fixed: 2 })).statusCode).toBe(200);
    const code = (
      await s.codes.create(id, { code: 'MINUS5', discount_type: 'fixed', discount_value: 5 })
    ).json().message;
    const changed = await changeCurrency(id, 'UGX');
    expect(changed.statusCode).toBe(200);
    // UGX has no minor unit: 2 and 5 are stored as 2 and 5.
    const [event] = await s.current().t.db.select().from(events).where(eq(events.id, id));
    expect(event).toMatchObject({ currency: 'UGX', feeFixedMinor: 2 });
    const [row] = await s.current().t.db.select().from(promoCodes).where(eq(promoCodes.id, code.id));
    expect(row?.discountValue).toBe(5);
    expect((await s.codes.list(id)).json().message[0]).toMatchObject({ discount_value: 5, currency: 'UGX' });
  });

  it('refuses a currency whose decimals the fee or a fixed code does not fit', async () => {
    const id = await s.newEventId();
    expect((await s.addTickets(s.current().owner.token, id, [ticket])).statusCode).toBe(201);
    expect((await s.sales.put(id, { fee_fixed: 0.5 })).statusCode).toBe(200);
    const fee = await changeCurrency(id, 'KES');
    expect(fee.statusCode).toBe(400);
    expect(fee.json().status_description).toBe(
      'Fixed fee: KES prices must be whole shillings: M-Pesa takes no cents. Change the sales settings first.',
    );
    expect((await s.sales.put(id, { fee_fixed: 1 })).statusCode).toBe(200);
    expect(
      (await s.codes.create(id, { code: 'CENTS', discount_type: 'fixed', discount_value: 2.5 })).statusCode,
    ).toBe(201);
    const code = await changeCurrency(id, 'KES');
    expect(code.statusCode).toBe(400);
    expect(code.json().status_description).toBe(
      'Code CENTS: KES prices must be whole shillings: M-Pesa takes no cents. Change the code first.',
    );
    const [event] = await s.current().t.db.select().from(events).where(eq(events.id, id));
    expect(event).toMatchObject({ currency: 'USD', feeFixedMinor: 100 });
  });
});
