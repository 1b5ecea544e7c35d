import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, organizations } from '../src/db/schema/index';
import { multipart } from './support/multipart';
import { useOrganizerEvents } from './support/organizer-events';
import { databaseKinds } from './support/test-database';

// Issue 16: an event is created and edited in its own time zone.
describe.each(databaseKinds)('event time zones on create and update, on %s', (kind) => {
  const { current, fields, createEvent, newEventId } = useOrganizerEvents(kind);

  const stored = async (id: number) =>
    (await current().t.db.select().from(events).where(eq(events.id, id)))[0];
  const update = (id: number, form: Record<string, string>) => {
    const body = multipart(form, []);
    return current().t.app.inject({
      method: 'PUT',
      url: `/api/v1/event/update/${id}`,
      payload: body.payload,
      headers: { ...body.headers, auth: current().owner.token },
    });
  };
  const lisbon = (start: string, end: string) =>
    fields({ time_zone: 'Europe/Lisbon', start_time: start, end_time: end });

  it("reads local times in the event's zone, in summer and in winter", async () => {
    const summer = await newEventId(undefined, lisbon('2026-07-10T19:00', '2026-07-10T22:30'));
    expect(await stored(summer)).toMatchObject({
      timeZone: 'Europe/Lisbon',
      startTime: new Date('2026-07-10T18:00:00Z'), // WEST, UTC+1
      endTime: new Date('2026-07-10T21:30:00Z'),
    });
    const winter = await newEventId(undefined, lisbon('2026-12-05T19:00', '2026-12-05T22:00'));
    expect(await stored(winter)).toMatchObject({
      startTime: new Date('2026-12-05T19:00:00Z'), // WET, UTC+0
      endTime: new Date('2026-12-05T22:00:00Z'),
    });
  });

  it('refuses a time the clocks skip, and takes the first of a time they repeat', async () => {
    const gap = await createEvent(current().owner.token, lisbon('2026-03-29T01:30', '2026-03-29T04:00'));
    expect(gap.statusCode).toBe(400);
    expect(gap.json().status_description).toBe(
      '2026-03-29 01:30 does not exist in Europe/Lisbon: the clocks skip that hour. Choose another time.',
    );

    const overlap = await newEventId(undefined, lisbon('2026-10-25T01:30', '2026-10-25T03:00'));
    // 01:30 happens twice that night: first in WEST (00:30 UTC), then in WET (01:30 UTC).
    expect((await stored(overlap))?.startTime).toEqual(new Date('2026-10-25T00:30:00Z'));
  });

  it('takes a time with an offset as that instant, whatever the zone', async () => {
    const id = await newEventId(undefined, lisbon('2026-07-10T19:00:00+03:00', '2026-07-10T23:00:00.000Z'));
    expect(await stored(id)).toMatchObject({
      timeZone: 'Europe/Lisbon',
      startTime: new Date('2026-07-10T16:00:00Z'),
      endTime: new Date('2026-07-10T23:00:00Z'),
    });
  });

  it('refuses an unknown zone and a malformed time with 400, storing nothing', async () => {
    const before = (await current().t.db.select({ id: events.id }).from(events)).length;
    const unknown = await createEvent(
      current().owner.token,
      fields({
        time_zone: 'Mars/Olympus_Mons',
        start_time: '2026-07-10T19:00',
        end_time: '2026-07-10T21:00',
      }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().status_description).toBe(
      'Choose a time zone from the list, such as Africa/Nairobi',
    );
    const malformed = await createEvent(
      current().owner.token,
      lisbon('2026-02-30T19:00', '2026-03-01T21:00'),
    );
    expect(malformed.statusCode).toBe(400);
    const backwards = await createEvent(
      current().owner.token,
      lisbon('2026-07-10T19:00', '2026-07-10T18:00'),
    );
    expect(backwards.json().status_description).toBe('The event must end after it starts');
    expect((await current().t.db.select({ id: events.id }).from(events)).length).toBe(before);
  });

  it("starts a new event in the organisation's zone, else the platform's, and always stores it", async () => {
    const local = { start_time: '2026-08-01T20:00', end_time: '2026-08-01T23:00' };
    const platform = await newEventId(undefined, fields(local));
    // The test platform runs on UTC.
    expect(await stored(platform)).toMatchObject({
      timeZone: 'UTC',
      startTime: new Date('2026-08-01T20:00:00Z'),
    });

    const zone = await current().t.app.inject({
      method: 'PUT',
      url: '/api/v1/client/time-zone',
      payload: { time_zone: 'Africa/Nairobi' },
      headers: { auth: current().owner.token },
    });
    expect(zone.statusCode).toBe(200);
    const nairobi = await newEventId(undefined, fields(local));
    expect(await stored(nairobi)).toMatchObject({
      timeZone: 'Africa/Nairobi',
      startTime: new Date('2026-08-01T17:00:00Z'),
    });
    // Another organisation's zone is its own.
    const rival = await newEventId(current().rival.token, fields(local));
    expect((await stored(rival))?.timeZone).toBe('UTC');
    const [owner] = await current()
      .t.db.select({ timeZone: organizations.timeZone })
      .from(organizations)
      .innerJoin(events, eq(events.organizationId, organizations.id))
      .where(eq(events.id, nairobi));
    expect(owner?.timeZone).toBe('Africa/Nairobi');
    await current().t.app.inject({
      method: 'PUT',
      url: '/api/v1/client/time-zone',
      payload: { time_zone: null },
      headers: { auth: current().owner.token },
    });
  });

  it("keeps the event's zone on update, and reads local times in a new one", async () => {
    const id = await newEventId(undefined, lisbon('2026-07-10T19:00', '2026-07-10T22:00'));
    const form = (overrides: Record<string, string>) => {
      const { time_zone: _zone, ...rest }: Record<string, string> = lisbon(
        '2026-07-10T20:00',
        '2026-07-10T23:00',
      );
      return { ...rest, ...overrides };
    };

    // No zone sent: local times are read in the event's own, which stays.
    expect((await update(id, form({}))).statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({
      timeZone: 'Europe/Lisbon',
      startTime: new Date('2026-07-10T19:00:00Z'),
    });

    // A new zone with instants: the instants stay, the zone changes.
    const instants = { start_time: '2026-07-10T19:00:00.000Z', end_time: '2026-07-10T22:00:00.000Z' };
    expect((await update(id, form({ time_zone: 'Africa/Lagos', ...instants }))).statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({
      timeZone: 'Africa/Lagos',
      startTime: new Date('2026-07-10T19:00:00Z'),
    });

    // A new zone with local times: they are read in the new zone.
    expect((await update(id, form({ time_zone: 'Africa/Nairobi' }))).statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({
      timeZone: 'Africa/Nairobi',
      startTime: new Date('2026-07-10T17:00:00Z'),
      endTime: new Date('2026-07-10T20:00:00Z'),
    });

    // A skipped time on update is refused, and nothing changes.
    const gap = await update(id, form({ time_zone: 'Europe/Lisbon', start_time: '2026-03-29T01:00' }));
    expect(gap.statusCode).toBe(400);
    expect(gap.json().status_description).toMatch(/does not exist in Europe\/Lisbon/);
    expect((await stored(id))?.timeZone).toBe('Africa/Nairobi');
  });

  it('gives an event stored without a zone the platform zone on its next edit', async () => {
    const id = await newEventId(undefined, fields());
    await current().t.db.update(events).set({ timeZone: null }).where(eq(events.id, id));
    const moved = await update(id, fields({ start_time: '2026-09-01T18:00', end_time: '2026-09-01T20:00' }));
    expect(moved.statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({
      timeZone: 'UTC',
      startTime: new Date('2026-09-01T18:00:00Z'),
    });
  });
});
