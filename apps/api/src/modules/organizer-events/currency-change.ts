import { fitsPriceDecimals, fromMinor, priceDecimalsMessage, toMinor } from '@tiketi/contract/money';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { events, promoCodes } from '../../db/schema/index';
import { AppError, badRequest } from '../../lib/app-error';
import { hasBookings, lockTicketTypes, updateTicketType } from './queries';

export const CURRENCY_FIXED = 'The currency cannot change once tickets have been booked';

/**
 * Edit step 1 may change the currency only while the event has no booking (a booking's amount is
 * in the currency it was made in). The ticket prices keep their amounts in the new currency, so
 * each must fit its decimals (a KES price is whole shillings); stored minor units are rescaled.
 * Issue 15: so do the event's fixed booking fee and its fixed-amount promo codes.
 */
export async function changeEventCurrency(tx: DbOrTx, eventId: number, from: string, to: string) {
  if (from === to) return;
  if (await hasBookings(tx, eventId)) throw new AppError('CONFLICT', CURRENCY_FIXED);
  for (const ticket of await lockTicketTypes(tx, eventId)) {
    const price = fromMinor(ticket.priceMinor, from);
    if (!fitsPriceDecimals(price, to)) {
      throw badRequest(`${ticket.name}: ${priceDecimalsMessage(to)}. Change the ticket prices first.`);
    }
    const priceMinor = toMinor(price, to);
    if (priceMinor !== ticket.priceMinor) await updateTicketType(tx, ticket.id, { priceMinor });
  }
  await rescaleSalesAmounts(tx, eventId, from, to);
}

/** The event's fixed fee and fixed discounts, as the same amounts in the new currency. */
async function rescaleSalesAmounts(tx: DbOrTx, eventId: number, from: string, to: string) {
  const [event] = await tx
    .select({ feeFixedMinor: events.feeFixedMinor })
    .from(events)
    .where(eq(events.id, eventId));
  const fee = fromMinor(event?.feeFixedMinor ?? 0, from);
  if (!fitsPriceDecimals(fee, to)) {
    throw badRequest(`Fixed fee: ${priceDecimalsMessage(to)}. Change the sales settings first.`);
  }
  await tx
    .update(events)
    .set({ feeFixedMinor: toMinor(fee, to) })
    .where(eq(events.id, eventId));
  const fixed = await tx
    .select({ id: promoCodes.id, code: promoCodes.code, discountValue: promoCodes.discountValue })
    .from(promoCodes)
    .where(and(eq(promoCodes.eventId, eventId), eq(promoCodes.discountType, 'fixed')))
    .for('update');
  for (const code of fixed) {
    const amount = fromMinor(code.discountValue, from);
    if (!fitsPriceDecimals(amount, to)) {
      throw badRequest(`Code ${code.code}: ${priceDecimalsMessage(to)}. Change the code first.`);
    }
    await tx
      .update(promoCodes)
      .set({ discountValue: toMinor(amount, to) })
      .where(eq(promoCodes.id, code.id));
  }
}
