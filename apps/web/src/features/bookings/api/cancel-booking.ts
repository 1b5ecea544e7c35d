import { cancelledBooking } from '@tiketi/contract/bookings';
import { apiRequest } from '@/lib/api-client';
import { bookingTokenOf, sessionStore } from '@/lib/session';

/**
 * `POST v1/booking/cancel`: the buyer's Cancel on the payment screen gives the held seats back at
 * once instead of at the hold's end. A failure is not the buyer's problem (the hold still ends on
 * its own), so it never logs them out. A guest's booking token proves the booking is theirs: it is
 * read now, before the screen forgets the released booking.
 */
export async function cancelBooking(clientSecret: string) {
  const response = await apiRequest({
    path: 'v1/booking/cancel',
    method: 'POST',
    body: { payment_intent: clientSecret },
    schema: cancelledBooking,
    side: 'attendee',
    token: bookingTokenOf(sessionStore.get()),
    skipForcedLogout: true,
  });
  return response.message.data;
}
