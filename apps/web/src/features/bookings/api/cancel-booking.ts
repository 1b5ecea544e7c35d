import { cancelledBooking } from '@tiketi/contract/bookings';
import { apiRequest } from '@/lib/api-client';

/**
 * `POST v1/booking/cancel`: the buyer's Cancel on the payment screen gives the held seats back at
 * once instead of at the hold's end. A failure is not the buyer's problem (the hold still ends on
 * its own), so it never logs them out.
 */
export async function cancelBooking(clientSecret: string) {
  const response = await apiRequest({
    path: 'v1/booking/cancel',
    method: 'POST',
    body: { payment_intent: clientSecret },
    schema: cancelledBooking,
    side: 'attendee',
    skipForcedLogout: true,
  });
  return response.message.data;
}
