// Longer than 250 lines: one suite walks the whole copy (every table it touches and every one it must not).
import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, eventQuestions, events, media, promoCodes, ticketTypes } from '../src/db/schema/index';
import { createTeammate } from './check-in-kit';
import { useQuestions } from './questions-kit';
import { post } from './support/accounts';
import { defined } from './support/defined';
import { multipart } from './support/multipart';
import { databaseKinds } from './support/test-database';

// Issue 19: `POST v1/event/{id}/duplicate` copies an event as a new draft, with its ticket types,
// questions, codes and settings, and nothing that was sold.
describe.each(databaseKinds)('duplicating an event on %s', (kind) => {
  const s = useQuestions(kind);
  const db = () => s.current().t.db;
  const duplicate = (eventId: number, token = s.current().owner.token) =>
    post(s.current().t, `/api/v1/event/${eventId}/duplicate`, {}, { auth: token });
  const copyIdOf = async (eventId: number, token?: string) => {
    const response = await duplicate(eventId, token);
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().message.data as number;
  };
  const eventRow = async (id: number) =>
    defined((await db().select().from(events).where(eq(events.id, id)))[0], `event ${id}`);
  const typesOf = (id: number) =>
    db().select().from(ticketTypes).where(eq(ticketTypes.eventId, id)).orderBy(asc(ticketTypes.id));
  const codesOf = (id: number) =>
    db().select().from(promoCodes).where(eq(promoCodes.eventId, id)).orderBy(asc(promoCodes.id));
  const questionsOf = (id: number) =>
    db().select().from(eventQuestions).where(eq(eventQuestions.eventId, id)).orderBy(asc(eventQuestions.id));

  let source: Awaited<ReturnType<typeof s.publishedEvent>>;
  beforeAll(async () => {
    source = await s.publishedEvent(
      [
        {
          ...s.regular,
          description: 'Standing room',
          sale_end: new Date(Date.now() + 5 * 86_400_000).toISOString(),
          min_per_order: 1,
          max_per_order: 4,
        },
        { ...s.regular, name: 'VIP', price_per_ticket: 80, max_tickets: 10, hidden: true, position: 1 },
      ],
      { time_zone: 'Africa/Lagos', title: 'Afrobeat Night' },
    );
    const ok = (response: { statusCode: number; body: string }, status = 200) => {
      if (response.statusCode !== status) throw new Error(response.body);
    };
    ok(
      await s.sales.put(source.id, {
        tax_name: 'VAT',
        tax_rate: 7.5,
        tax_mode: 'included',
        fee_fixed: 0.5,
        fee_percent: 2.5,
        fee_payer: 'organizer',
        capacity: 60,
      }),
    );
    ok(
      await s.codes.create(source.id, {
        code: 'VIPONLY',
        discount_type: 'percentage',
        discount_value: 10,
        ticket_type_ids: [source.idOf('VIP')],
        max_uses: 1,
        valid_to: '2030-01-01T00:00:00Z',
        unlocks_hidden: true,
      }),
      201,
    );
    ok(
      await s.codes.create(source.id, {
        code: 'CREW',
        discount_type: 'none',
        discount_value: 0,
        unlocks_hidden: true,
      }),
      201,
    );
    await s.addQuestion(source.id, { label: 'Diet', type: 'one_choice', options: ['Any', 'Vegan'] });
    await s.addQuestion(source.id, {
      label: 'Seat row',
      type: 'short_text',
      asked: 'ticket',
      required: true,
      hidden: true,
      ticket_type_ids: [source.idOf('VIP')],
    });
    ok(
      await s.questions.settings(source.id, {
        ticket_names: 'optional',
        ticket_emails: 'optional',
        names_editable_until: '2030-01-01T10:00:00+03:00',
      }),
    );
    // A sale with the one-use code, so there is something sold, used and held by a buyer.
    await s.bookAndPay(source.id, [{ id: source.idOf('VIP'), qty: 1 }], 'VIPONLY');
  });

  it('copies the event, its settings, types, codes and questions as a draft, with nothing sold', async () => {
    const before = await eventRow(source.id);
    const response = await duplicate(source.id);
    expect(response.statusCode).toBe(201);
    const copyId = response.json().message.data;
    expect(typeof copyId).toBe('number');
    expect(copyId).not.toBe(source.id);

    const copy = await eventRow(copyId);
    const { id: _a, createdAt: _b, updatedAt: _c, checkinKey: _d, ...kept } = before;
    expect(copy).toMatchObject({
      ...kept,
      title: 'Afrobeat Night (copy)',
      status: 2,
      capacityUsed: 0,
      cancelledAt: null,
      checkinKey: null,
    });
    // Every setting came along: these were set above, so a field left behind shows here.
    expect(copy).toMatchObject({
      timeZone: 'Africa/Lagos',
      taxName: 'VAT',
      taxRateBp: 750,
      taxMode: 'included',
      feeFixedMinor: 50,
      feePercentBp: 250,
      feePayer: 'organizer',
      capacity: 60,
      ticketNames: 'optional',
      ticketEmails: 'optional',
    });
    expect(copy.imageId).not.toBeNull();
    expect(before.capacityUsed).toBe(1);

    const [sourceTypes, copyTypes] = [await typesOf(source.id), await typesOf(copyId)];
    expect(copyTypes).toHaveLength(2);
    const strip = ({
      id: _i,
      eventId: _e,
      createdAt: _c,
      sold: _s,
      held: _h,
      ...rest
    }: (typeof copyTypes)[0]) => rest;
    expect(copyTypes.map(strip)).toEqual(sourceTypes.map(strip));
    expect(copyTypes.map((type) => [type.sold, type.held])).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(sourceTypes.find((type) => type.name === 'VIP')?.sold).toBe(1);
    const newVip = defined(
      copyTypes.find((type) => type.name === 'VIP'),
      'the copied VIP',
    ).id;

    const copyCodes = await codesOf(copyId);
    expect(copyCodes.map((code) => [code.code, code.uses, code.ticketTypeIds])).toEqual([
      ['VIPONLY', 0, [newVip]],
      ['CREW', 0, []],
    ]);
    expect(copyCodes[0]).toMatchObject({ discountType: 'percentage', discountValue: 1000, maxUses: 1 });
    expect(copyCodes[0]?.validTo?.toISOString()).toBe('2030-01-01T00:00:00.000Z');
    expect(copyCodes[1]).toMatchObject({ discountType: 'none', unlocksHidden: true, active: true });
    expect((await codesOf(source.id)).map((code) => code.uses)).toEqual([1, 0]);

    const copyQuestions = await questionsOf(copyId);
    expect(
      copyQuestions.map((q) => [q.label, q.type, q.options, q.asked, q.required, q.hidden, q.ticketTypeIds]),
    ).toEqual([
      ['Diet', 'one_choice', ['Any', 'Vegan'], 'order', false, false, []],
      ['Seat row', 'short_text', [], 'ticket', true, true, [newVip]],
    ]);

    // Orders and what hangs on them stay with the source.
    expect(await db().select().from(bookings).where(eq(bookings.eventId, copyId))).toEqual([]);
    expect((await db().select().from(bookings).where(eq(bookings.eventId, source.id))).length).toBe(1);
    // A draft: not public.
    expect((await s.publicList()).map((event) => event.id)).not.toContain(copyId);
  });

  it('lets the copy be published and its codes used apart from the source', async () => {
    const copyId = await copyIdOf(source.id);
    expect((await s.setStatus(s.current().owner.token, copyId, 1)).statusCode).toBe(200);
    // The one use of VIPONLY went on the source; the copy's own is still there.
    expect((await s.lookup(source.id, 'VIPONLY', '198.51.100.90')).statusCode).toBe(409);
    expect((await s.lookup(copyId, 'VIPONLY', '198.51.100.91')).statusCode).toBe(200);
    const newVip = defined(
      (await typesOf(copyId)).find((type) => type.name === 'VIP'),
      'VIP',
    ).id;
    await s.bookAndPay(copyId, [{ id: newVip, qty: 1 }], 'VIPONLY');
    expect((await codesOf(copyId))[0]?.uses).toBe(1);
    expect((await codesOf(source.id))[0]?.uses).toBe(1);
    expect((await typesOf(source.id)).map((type) => type.sold)).toEqual([0, 1]);
    expect((await eventRow(source.id)).capacityUsed).toBe(1);
  });

  it('answers 404 to another organisation and copies nothing', async () => {
    const count = async () => (await db().select({ id: events.id }).from(events)).length;
    const before = await count();
    const response = await duplicate(source.id, s.current().rival.token);
    expect(response.statusCode).toBe(404);
    expect(response.json().status_description).toBe('Event not found');
    expect((await duplicate(2_000_000_000)).statusCode).toBe(404);
    expect(await count()).toBe(before);
  });

  it('asks for a session, and lets a teammate duplicate as they may create events', async () => {
    expect(
      (await s.current().t.app.inject({ method: 'POST', url: `/api/v1/event/${source.id}/duplicate` }))
        .statusCode,
    ).toBe(401);
    const { organizationId } = await eventRow(source.id);
    const teammate = await createTeammate(s.current().t, organizationId, ['Baraka', 'Mwangi']);
    const copyId = await copyIdOf(source.id, teammate);
    expect(await eventRow(copyId)).toMatchObject({ organizationId, status: 2 });
  });

  it('cuts a long title so that the suffix fits the limit, and copies a copy', async () => {
    const long = `${'Festival '.repeat(22)}Finale`.slice(0, 200);
    expect(long).toHaveLength(200);
    const id = await s.newEventId(s.current().owner.token, s.fields({ title: long }));
    const copy = await eventRow(await copyIdOf(id));
    expect(copy.title).toHaveLength(200);
    expect(copy.title).toBe(`${long.slice(0, 193).trimEnd()} (copy)`);
    expect(long.startsWith(copy.title.slice(0, -' (copy)'.length))).toBe(true);
    // The copy of a copy is the copy's title with the suffix again, cut the same way.
    const again = await eventRow(await copyIdOf(copy.id));
    expect(again.title.endsWith(' (copy)')).toBe(true);
    expect(again.title.length).toBeLessThanOrEqual(200);
    // Its title passes the edit form's checks as it is.
    const saved = multipart(s.fields({ title: again.title }));
    const edited = await s.current().t.app.inject({
      method: 'PUT',
      url: `/api/v1/event/update/${again.id}`,
      payload: saved.payload,
      headers: { ...saved.headers, auth: s.current().owner.token },
    });
    expect(edited.statusCode).toBe(200);
  });

  it('keeps the shared image until the last event showing it replaces it', async () => {
    const id = await s.newEventId();
    const original = defined((await eventRow(id)).imageId, 'the image');
    const copyId = await copyIdOf(id);
    expect((await eventRow(copyId)).imageId).toBe(original);
    const replace = async (eventId: number) => {
      const body = multipart(s.fields(), [s.image()]);
      const response = await s.current().t.app.inject({
        method: 'PUT',
        url: `/api/v1/event/update/${eventId}`,
        payload: body.payload,
        headers: { ...body.headers, auth: s.current().owner.token },
      });
      expect(response.statusCode).toBe(200);
    };
    const stillStored = async () =>
      (
        await db()
          .select({ id: media.id })
          .from(media)
          .where(inArray(media.id, [original]))
      ).length === 1;
    await replace(id);
    expect(await stillStored()).toBe(true);
    expect((await eventRow(copyId)).imageId).toBe(original);
    await replace(copyId);
    expect(await stillStored()).toBe(false);
  });
});
