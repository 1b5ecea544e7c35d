import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, users } from '../../db/schema/index';

const PAID = 2;

/**
 * Moves the paid bookings made as a guest with this email (the guest's own address and the
 * booking's buyer address both match, in any case) to the attendee. Call it only with an email
 * the identity provider verified: an unverified address must never collect anyone's tickets.
 * Returns how many bookings moved.
 */
export async function linkGuestBookings(
  db: DbOrTx,
  options: { attendeeId: number; verifiedEmail: string },
): Promise<number> {
  const email = options.verifiedEmail.trim().toLowerCase();
  if (!email) return 0;
  const guests = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.kind, 'guest'), sql`lower(${users.email}) = ${email}`));
  const moved = await db
    .update(bookings)
    .set({ userId: options.attendeeId })
    .where(
      and(
        eq(bookings.status, PAID),
        inArray(bookings.userId, guests),
        sql`lower(${bookings.buyerEmail}) = ${email}`,
      ),
    )
    .returning({ id: bookings.id });
  return moved.length;
}
