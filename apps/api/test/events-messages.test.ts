import { MESSAGES_PER_DAY } from '@tiketi/contract/event-operations';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventMessages, organizations } from '../src/db/schema/index';
import { sendDueMail } from '../src/jobs/send-due-mail';
import { cancelOrder } from '../src/modules/orders';
import type { OutgoingMail } from '../src/providers/mail/mail-provider';
import { createOrganizer } from './check-in-kit';
import {
  bookingOf,
  call,
  createTeammate,
  freeOrder,
  heldOrder,
  mailsKeyed,
  newEvent,
  paidCardOrder,
  paidMpesaOrder,
  useEventOpsApp,
} from './events-ops-kit';
import { defined } from './support/defined';
import { silentLog } from './support/logs';
import { databaseKinds } from './support/test-database';

describe.each(databaseKinds)('messages to ticket holders on %s', (kind) => {
  const app = useEventOpsApp(kind);
  const send = (eventId: number, payload: object, token = app().owner.token) =>
    call(app(), 'POST', `/api/v1/event/${eventId}/messages`, token, payload);
  const list = (eventId: number, token = app().owner.token) =>
    call(app(), 'GET', `/api/v1/event/${eventId}/messages`, token);
  const organization = async () =>
    defined(
      (
        await app().t.db.select().from(organizations).where(eq(organizations.id, app().owner.organizationId))
      )[0],
      'the organisation',
    );

  it('reaches every order holding tickets, free ones included, never holds or ended orders', async () => {
    const event = await newEvent(app());
    const card = await paidCardOrder(app(), event.id, event.regular, 2);
    const mpesa = await paidMpesaOrder(app(), event.id, event.vip);
    const free = await freeOrder(app(), event.id, event.free);
    const held = await heldOrder(app(), event.id, event.regular);
    const cancelled = await paidCardOrder(app(), event.id, event.regular);
    await cancelOrder(app().t.app.deps, {
      bookingId: (await bookingOf(app(), cancelled.reference)).id,
      refund: true,
      reason: 'Changed plans',
      actor: 'System',
    });

    const sent = await send(event.id, {
      subject: '  Gates open at 5  ',
      body: 'Bring your ID.\nParking is free.',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toMatchObject({
      subject: 'Gates open at 5',
      body: 'Bring your ID.\nParking is free.',
      ticket_type_ids: [],
      recipients: 3,
      sent_by: 'Achieng Odhiambo',
    });
    const mails = await mailsKeyed(app(), `event-message:${sent.body.message.id}:`);
    expect(mails.map((mail) => mail.to).sort()).toEqual([card.email, mpesa.email, free.email].sort());
    expect(mails.map((mail) => mail.to)).not.toContain(held.email);
    const org = await organization();
    for (const mail of mails) {
      expect(mail.subject).toBe('Gates open at 5');
      expect(mail.text).toContain('Bring your ID.\nParking is free.');
      expect(mail.fromName).toBe(org.displayName);
      expect(mail.replyTo).toBe(org.email);
    }

    // Delivered under the organisation's name, from the platform's own address.
    const delivered: OutgoingMail[] = [];
    await sendDueMail({
      db: app().t.db,
      provider: { kind: 'dev', send: async (mail) => void delivered.push(mail) },
      from: 'Tiketi <no-reply@tiketi.example>',
      log: silentLog,
      batchSize: 500,
      maxAttempts: 3,
      leaseMs: 60_000,
    });
    const toCard = delivered.find((mail) => mail.to === card.email && mail.subject === 'Gates open at 5');
    expect(toCard?.from).toBe(`"${org.displayName}" <no-reply@tiketi.example>`);
  });

  it('reaches only holders of the chosen ticket types, which must be the event’s own', async () => {
    const event = await newEvent(app());
    const other = await newEvent(app());
    await paidCardOrder(app(), event.id, event.regular);
    const vip = await paidCardOrder(app(), event.id, event.vip);
    const sent = await send(event.id, {
      subject: 'VIP lounge',
      body: 'Upstairs.',
      ticket_type_ids: [event.vip],
    });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toMatchObject({ recipients: 1, ticket_type_ids: [event.vip] });
    expect(
      (await mailsKeyed(app(), `event-message:${sent.body.message.id}:`)).map((mail) => mail.to),
    ).toEqual([vip.email]);

    const foreign = await send(event.id, {
      subject: 'VIP',
      body: 'x',
      ticket_type_ids: [event.vip, other.regular],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.status_description).toBe(
      `Ticket type ${other.regular} is not a ticket of this event`,
    );
    const nobody = await send(event.id, { subject: 'Free', body: 'x', ticket_type_ids: [event.free] });
    expect(nobody.status).toBe(409);
    expect((await list(event.id)).body.message.total).toBe(1);
  });

  it(`allows ${MESSAGES_PER_DAY} a day per event, even sent all at once`, async () => {
    const event = await newEvent(app());
    await paidCardOrder(app(), event.id, event.regular);
    const answers = await Promise.all(
      Array.from({ length: MESSAGES_PER_DAY + 2 }, (_, index) =>
        send(event.id, { subject: `Update ${index}`, body: 'Something new.' }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(MESSAGES_PER_DAY);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]?.body.code).toBe('RATE_LIMITED');
    const stored = await app().t.db.select().from(eventMessages).where(eq(eventMessages.eventId, event.id));
    expect(stored).toHaveLength(MESSAGES_PER_DAY);

    const listed = await list(event.id);
    expect(listed.status).toBe(200);
    expect(listed.body.message).toMatchObject({ total: MESSAGES_PER_DAY, remaining_today: 0 });
    const times = (listed.body.message.data as { sent_at: string; id: number }[]).map((row) => row.id);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // A day later the cap has room again.
    await app()
      .t.db.update(eventMessages)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(eventMessages.eventId, event.id));
    expect((await list(event.id)).body.message.remaining_today).toBe(MESSAGES_PER_DAY);
    expect((await send(event.id, { subject: 'Tomorrow', body: 'Again.' })).status).toBe(201);
  });

  it('refuses empty and overlong messages; teammates may send; another organisation gets 404', async () => {
    const event = await newEvent(app());
    await paidCardOrder(app(), event.id, event.regular);
    const empty = await send(event.id, { subject: ' ', body: 'x' });
    expect(empty.status).toBe(400);
    expect(empty.body.status_description).toBe('Enter a subject');
    expect((await send(event.id, { subject: 'Hi', body: '' })).body.status_description).toBe(
      'Write a message',
    );
    const long = await send(event.id, { subject: 'Hi', body: 'x'.repeat(5001) });
    expect(long.status).toBe(400);
    expect(long.body.status_description).toBe('The message is at most 5000 characters');
    expect((await send(event.id, { subject: 'x'.repeat(151), body: 'x' })).status).toBe(400);

    const teammate = await createTeammate(app().t, app().owner.organizationId, ['Baraka', 'Mwangi']);
    const bySomeone = await send(event.id, { subject: 'From the door team', body: 'See you.' }, teammate);
    expect(bySomeone.status).toBe(201);
    expect(bySomeone.body.message.sent_by).toBe('Baraka Mwangi');

    const rival = await createOrganizer(app().t);
    const foreign = await send(event.id, { subject: 'Hi', body: 'x' }, rival.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.status_description).toBe('Event not found');
    expect((await list(event.id, rival.token)).status).toBe(404);
  });
});
