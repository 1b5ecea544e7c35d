import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../src/db/client';
import { bookingItems, bookings, categories, events, ticketTypes, users } from '../../src/db/schema/index';
import { insertOrganizationWithSlug } from '../../src/modules/organizers';
import { defined } from './defined';

const HOUR = 3_600_000;

export async function createCategory(db: DbOrTx, name = `Category ${randomBytes(3).toString('hex')}`) {
  const [row] = await db.insert(categories).values({ name }).returning();
  return defined(row, 'row');
}

export async function createOrganization(db: DbOrTx, displayName = `Org ${randomBytes(3).toString('hex')}`) {
  return insertOrganizationWithSlug(db, {
    name: `${displayName} Ltd`,
    displayName,
    email: 'org@example.com',
    msisdn: '+254700000000',
  });
}

export interface EventFixture {
  organizationId: number;
  categoryId: number;
  title?: string;
  start?: Date;
  end?: Date;
  status?: 1 | 2;
  shortDescription?: string;
  fullDescription?: string;
  /** Issue 16: the event's own zone; absent, NULL (an event from before zones: the platform's). */
  timeZone?: string | null;
}

export async function createEvent(db: DbOrTx, fixture: EventFixture) {
  const start = fixture.start ?? new Date(Date.now() + 48 * HOUR);
  const [row] = await db
    .insert(events)
    .values({
      organizationId: fixture.organizationId,
      categoryId: fixture.categoryId,
      title: fixture.title ?? `Event ${randomBytes(3).toString('hex')}`,
      shortDescription: fixture.shortDescription ?? 'A short description',
      fullDescription: fixture.fullDescription ?? 'A full description',
      location: 'Kenyatta International Convention Centre, Nairobi',
      status: fixture.status ?? 1,
      startTime: start,
      endTime: fixture.end ?? new Date(start.getTime() + 3 * HOUR),
      timeZone: fixture.timeZone ?? null,
    })
    .returning();
  return defined(row, 'row');
}

export async function createTicketType(
  db: DbOrTx,
  fixture: {
    eventId: number;
    name?: string;
    priceMinor?: number;
    maxTickets?: number;
    status?: 1 | 3;
    sold?: number;
  },
) {
  const [row] = await db
    .insert(ticketTypes)
    .values({
      eventId: fixture.eventId,
      name: fixture.name ?? 'Regular',
      priceMinor: fixture.priceMinor ?? 2500,
      maxTickets: fixture.maxTickets ?? 100,
      status: fixture.status ?? 1,
      sold: fixture.sold ?? 0,
    })
    .returning();
  return defined(row, 'row');
}

/** A published event of a new organisation and category, with one ticket type on sale. */
export async function createEventWithSeat(
  db: DbOrTx,
  seat: Omit<Parameters<typeof createTicketType>[1], 'eventId'>,
  event: Omit<EventFixture, 'organizationId' | 'categoryId'> = {},
) {
  const category = await createCategory(db);
  const org = await createOrganization(db);
  const eventId = (await createEvent(db, { ...event, organizationId: org.id, categoryId: category.id })).id;
  return { eventId, seat: await createTicketType(db, { ...seat, eventId }) };
}

/** A pending booking holding `quantity` seats of a ticket type until `holdExpiresAt`. */
export async function createHold(
  db: DbOrTx,
  fixture: { eventId: number; ticketTypeId: number; quantity: number; holdExpiresAt: Date },
) {
  const [guest] = await db
    .insert(users)
    .values({ kind: 'guest', email: `guest-${randomBytes(4).toString('hex')}@example.com` })
    .returning();
  assert(guest, 'guest');
  const [booking] = await db
    .insert(bookings)
    .values({
      reference: randomBytes(8).toString('hex'),
      eventId: fixture.eventId,
      userId: guest.id,
      paymentMethod: 'card',
      currency: 'USD',
      totalMinor: 0,
      buyerName: 'Guest',
      buyerEmail: guest.email,
      holdExpiresAt: fixture.holdExpiresAt,
    })
    .returning();
  assert(booking, 'booking');
  await db.insert(bookingItems).values({
    bookingId: booking.id,
    ticketTypeId: fixture.ticketTypeId,
    name: 'Regular',
    noOfPersons: 1,
    quantity: fixture.quantity,
    unitPriceMinor: 0,
  });
  return booking;
}
