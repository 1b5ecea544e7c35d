import { fitsPriceDecimals, fromMinor, priceDecimalsMessage, toMinor } from '@tiketi/contract/money';
import type { DbOrTx } from '../../db/client';
import { AppError, badRequest } from '../../lib/app-error';
import { hasBookings, lockTicketTypes, updateTicketType } from './queries';

export const CURRENCY_FIXED = 'The currency cannot change once tickets have been booked';

/**
 * Edit step 1 may change the currency only while the event has no booking (a booking's amount is
 * in the currency it was made in). The ticket prices keep their amounts in the new currency, so
 * each must fit its decimals (a KES price is whole shillings); stored minor units are rescaled.
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
}
