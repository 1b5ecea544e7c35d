import { z } from 'zod';
import { PAYMENT_METHODS } from './constants';

/** The booking draft the details page keeps in session state (spec 3 "Booking draft"). */
export const bookingDraft = z.object({
  event_id: z.number().int(),
  currency: z.string(),
  tickets: z.array(z.object({ id: z.number().int(), qty: z.number().int().positive(), price: z.number() })),
  payment_method: z.enum(PAYMENT_METHODS),
  details: z.object({ full_name: z.string(), msisdn: z.string(), email_address: z.string() }),
  total_price: z.number(),
});
export type BookingDraft = z.infer<typeof bookingDraft>;
