import { eq } from 'drizzle-orm';
import { bookings, users } from '../src/db/schema/index';
import type { Organizer } from './check-in-kit';
import { buyAndPay, type Purchase } from './e-tickets-kit';
import { defined } from './support/defined';
import { createCategory, createEvent, createTicketType } from './support/fixtures';
import type { TestApp } from './support/test-app';

export type { Organizer, Purchase };

/** An organisation's event with a 10.00 and a 25.00 ticket type, and a free one. */
export async function createOrdersEvent(t: TestApp, owner: Organizer, title = 'Lakeside Jazz') {
  const category = await createCategory(t.db);
  const event = await createEvent(t.db, {
    organizationId: owner.organizationId,
    categoryId: category.id,
    title,
  });
  const [regular, vip, free] = await Promise.all([
    createTicketType(t.db, { eventId: event.id, name: 'Regular', priceMinor: 1000 }),
    createTicketType(t.db, { eventId: event.id, name: 'VIP', priceMinor: 2500 }),
    createTicketType(t.db, { eventId: event.id, name: 'Free pass', priceMinor: 0 }),
  ]);
  return { eventId: event.id, title, regular: regular.id, vip: vip.id, free: free.id };
}

/** A guest books and pays by card; answers the booking row too. */
export async function paidOrder(
  t: TestApp,
  eventId: number,
  tickets: { id: number; qty: number }[],
  details?: { full_name: string; msisdn: string; email_address: string },
) {
  const purchase = await buyAndPay(t, eventId, tickets, details ? { details } : {});
  return { ...purchase, booking: await bookingOf(t, purchase.reference) };
}

export async function bookingOf(t: TestApp, reference: string) {
  const [row] = await t.db.select().from(bookings).where(eq(bookings.reference, reference));
  return defined(row, `booking ${reference}`);
}

export function call(
  t: TestApp,
  token: string | undefined,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: token ? { auth: token } : {},
    ...(payload ? { payload } : {}),
  });
}

/** The owner's full name as a timeline shows it (the test registration's). */
export async function nameOf(t: TestApp, organizationId: number, role: 'owner' | 'member' = 'owner') {
  const rows = await t.db.select().from(users).where(eq(users.organizationId, organizationId));
  const user = defined(
    rows.find((row) => row.role === role),
    `the ${role}`,
  );
  return `${user.firstName} ${user.lastName}`.trim();
}
