import { bookingCreated } from '@tiketi/contract/bookings';
import { z } from 'zod';

/** The shapes of the checkout state kept in the session; lib/checkout-state.ts reads them. */

const orderLine = z.object({
  id: z.number(),
  name: z.string(),
  no_of_persons: z.number().nullable(),
  qty: z.number(),
  price: z.number(),
  subtotal: z.number(),
});

const orderSummary = z.object({
  title: z.string(),
  start_time: z.string().nullable(),
  /** Optional: a confirmation stored by an earlier version of the app has none. */
  end_time: z.string().nullable().optional(),
  /** Issue 16: the event's own zone; optional, as for `end_time`. */
  time_zone: z.string().nullable().optional(),
  location: z.string().nullable(),
  lines: z.array(orderLine),
  total: z.number(),
});

/**
 * What the payment screen keeps after the booking call: the server's answer (provider, key, hold
 * expiry) and the order as shown, so the card form can be shown again without a new call (spec 4)
 * and a free booking's confirmation can list its order.
 */
export const heldBooking = z.object({ created: bookingCreated.shape.data, summary: orderSummary });

export type OrderLine = z.infer<typeof orderLine>;
export type OrderSummary = z.infer<typeof orderSummary>;
export type HeldBooking = z.infer<typeof heldBooking>;
export type CreatedBooking = HeldBooking['created'];
