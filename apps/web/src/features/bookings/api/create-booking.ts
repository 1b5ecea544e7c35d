import { useMutation } from '@tanstack/react-query';
import { type BookingDraft, bookingCreated } from '@tiketi/contract/bookings';
import { apiRequest } from '@/lib/api-client';
import { sessionStore } from '@/lib/session';
import { bookedSession, bookingRequestOf, buyerNameOf } from '../lib/booked-session';
import type { OrderSummary } from '../lib/order-lines';

export interface CreateBookingVariables {
  draft: BookingDraft;
  /** A guest sends name, email and phone; a signed-in buyer books with the account's own. */
  isGuest: boolean;
  /** The order as the screen showed it, kept with the booking for its confirmation. */
  summary: OrderSummary;
  /** M-Pesa: the number the buyer confirmed for the prompt (2547... form). */
  mpesaPhone?: string;
}

/**
 * `POST v1/event/book`: holds the seats and opens the payment with the draft's method (201 with the
 * client secret; for M-Pesa the prompt is already on its way to the phone); a free booking comes back paid at once with no secret (spec decision #5). A guest's new session token
 * comes in the `auth` header. Failures carry the server's message (400 details, 404, 409 sold out);
 * 401, 406 and 500 force a logout when a session is held (spec 8).
 */
export async function createBooking({ draft, isGuest, mpesaPhone }: CreateBookingVariables) {
  const response = await apiRequest({
    path: 'v1/event/book',
    method: 'POST',
    body: bookingRequestOf(draft, isGuest, mpesaPhone),
    schema: bookingCreated,
    side: 'attendee',
    logoutOn500: true,
  });
  return { booking: response.message.data, token: response.authToken };
}

/**
 * Books, then stores the secret, the buyer and a guest's new session (spec 3 and 4), even if the
 * screen was left meanwhile: the seats are held and the token is the guest's only way back to them.
 */
export function useCreateBooking() {
  return useMutation({
    mutationFn: createBooking,
    onSuccess: ({ booking, token }, { draft, isGuest, summary }) => {
      sessionStore.update((state) =>
        bookedSession(
          { created: booking, summary },
          { token: isGuest ? token : null, buyerName: buyerNameOf(state, draft, isGuest) },
        ),
      );
    },
  });
}
