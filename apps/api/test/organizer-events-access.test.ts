import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { events, media, ticketTypes } from '../src/db/schema/index';
import { latestCode, post } from './support/accounts';
import { defined } from './support/defined';
import { multipart } from './support/multipart';
import { useOrganizerEvents } from './support/organizer-events';
import type { TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

// Who may touch an organisation's events: other organisations never, teammates fully.
describe.each(databaseKinds)('organisers manage events and tickets on %s', (kind) => {
  const { current, fields, image, newEventId, addTickets, updateTickets, setStatus, regular } =
    useOrganizerEvents(kind);
  let t: TestApp;
  let owner: { token: string };
  let rival: { token: string };
  beforeAll(() => {
    ({ t, owner, rival } = current());
  });

  it('answers 404 to another organisation for every call on an event (IDOR)', async () => {
    const id = await newEventId();
    await addTickets(owner.token, id, [regular]);
    const [ticket] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, id));
    const body = multipart(fields({ title: 'Hijacked' }));
    const attempts = [
      await t.app.inject({
        method: 'PUT',
        url: `/api/v1/event/update/${id}`,
        payload: body.payload,
        headers: { ...body.headers, auth: rival.token },
      }),
      await addTickets(rival.token, id, [regular]),
      await updateTickets(rival.token, id, [
        { ...regular, id: defined(ticket, 'ticket').id, price_per_ticket: 0, status: 1 },
      ]),
      await setStatus(rival.token, id, 1),
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/client/event/${id}`,
        headers: { auth: rival.token },
      }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.json().status_description).toBe('Event not found');
    }
    const [event] = await t.db.select().from(events).where(eq(events.id, id));
    expect(defined(event, 'event').title).toBe('Rooftop Sessions');
    expect(await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, id))).toHaveLength(1);
    const rivalList = await t.app.inject({
      method: 'GET',
      url: '/api/v1/client/event/view',
      headers: { auth: rival.token },
    });
    expect(rivalList.json().message.data.data.map((e: { id: number }) => e.id)).not.toContain(id);
  });

  it('refuses another organisation an update with an image before doing any image work', async () => {
    const id = await newEventId();
    const [before] = await t.db.select().from(events).where(eq(events.id, id));
    assert(before, 'before');
    const mediaBefore = await t.db.select({ id: media.id }).from(media);
    const uploads = t.config.storage.kind === 'local' ? t.config.storage.dir : '';
    const filesBefore = await readdir(uploads).catch(() => []);
    const put = vi.spyOn(t.storage, 'put');
    try {
      const body = multipart(fields({ title: 'Hijacked' }), [image()]);
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/event/update/${id}`,
        payload: body.payload,
        headers: { ...body.headers, auth: rival.token },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().status_description).toBe('Event not found');
      // Not stored and cleaned up afterwards: never stored at all.
      expect(put).not.toHaveBeenCalled();
    } finally {
      put.mockRestore();
    }
    expect(await t.db.select({ id: media.id }).from(media)).toEqual(mediaBefore);
    expect(await readdir(uploads).catch(() => [])).toEqual(filesBefore);
    const [after] = await t.db.select().from(events).where(eq(events.id, id));
    expect(after).toMatchObject({
      title: before.title,
      imageId: before.imageId,
    });
  });

  /** A teammate (role member) of the owner's organisation, through the real invite flow. */
  async function inviteTeammate(ownerToken: string) {
    const email = `mate${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`;
    const invited = await post(
      t,
      '/api/v1/register',
      { first_name: 'Baraka', last_name: 'Mwangi', email_address: email, msisdn: `+2547${Date.now() % 1e8}` },
      { auth: ownerToken },
    );
    expect(invited.statusCode).toBe(201);
    const accepted = await post(t, '/api/v1/auth/password/reset', {
      code: await latestCode(t.db, email),
      username: email,
      password: 'teammate secret',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().message.role).toBe('member');
    return { token: String(accepted.headers.auth) };
  }
  const putEvent = (token: string, id: number, form: Record<string, string>, files = [image()]) => {
    const body = multipart(form, files);
    return t.app.inject({
      method: 'PUT',
      url: `/api/v1/event/update/${id}`,
      payload: body.payload,
      headers: { ...body.headers, auth: token },
    });
  };
  const getEvent = (token: string, id: number) =>
    t.app.inject({ method: 'GET', url: `/api/v1/client/event/${id}`, headers: { auth: token } });

  it("lets a teammate create and edit the organisation's events and tickets, and no one else's", async () => {
    const mate = await inviteTeammate(owner.token);

    // Their own new event belongs to the organisation: the owner sees and can edit it.
    const made = await newEventId(mate.token, fields({ title: 'Made by a teammate' }));
    expect((await addTickets(mate.token, made, [regular])).statusCode).toBe(201);
    expect((await setStatus(mate.token, made, 1)).statusCode).toBe(200);
    expect((await getEvent(owner.token, made)).json().message).toMatchObject({
      id: made,
      title: 'Made by a teammate',
      status: 1,
    });

    // The owner's event: the teammate edits its fields, image and tickets.
    const owned = await newEventId(owner.token);
    await addTickets(owner.token, owned, [regular]);
    const [ticket] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, owned));
    expect((await putEvent(mate.token, owned, fields({ title: 'Edited by a teammate' }))).statusCode).toBe(
      200,
    );
    const changed = await updateTickets(mate.token, owned, [
      { ...regular, id: defined(ticket, 'ticket').id, price_per_ticket: 25, status: 1 },
      { name: 'Student', price_per_ticket: 5, no_of_persons: 1, max_tickets: 30, id: -1, status: 1 },
    ]);
    expect(changed.statusCode).toBe(200);
    const seen = (await getEvent(owner.token, owned)).json().message;
    expect(seen.title).toBe('Edited by a teammate');
    expect(
      seen.tickets.map((type: { name: string; price_per_ticket: number }) => [
        type.name,
        type.price_per_ticket,
      ]),
    ).toEqual([
      ['Regular', 25],
      ['Student', 5],
    ]);

    // Another organisation's event: 404 for every call, and nothing changes.
    const theirs = await newEventId(rival.token, fields({ title: 'Not yours' }));
    await addTickets(rival.token, theirs, [regular]);
    const [their] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, theirs));
    const attempts = [
      await putEvent(mate.token, theirs, fields({ title: 'Hijacked' })),
      await addTickets(mate.token, theirs, [regular]),
      await updateTickets(mate.token, theirs, [
        { ...regular, id: defined(their, 'their').id, price_per_ticket: 0, status: 1 },
      ]),
      await setStatus(mate.token, theirs, 1),
      await getEvent(mate.token, theirs),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.json().status_description).toBe('Event not found');
    }
    const [untouched] = await t.db.select().from(events).where(eq(events.id, theirs));
    expect(untouched).toMatchObject({ title: 'Not yours', status: 2 });
    const theirTickets = await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, theirs));
    expect(theirTickets.map((row) => row.priceMinor)).toEqual([2000]);
  });
});
