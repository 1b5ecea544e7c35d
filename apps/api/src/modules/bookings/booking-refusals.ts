import { TICKET_STATUS } from '@tiketi/contract/constants';
import type { AppDeps } from '../../app-types';
import { AppError } from '../../lib/app-error';
import { SeatsShortError } from './booking-outcome';
import { findRemainingSeats } from './inventory';
import type { SoldOutMarks } from './sold-out';

// The 409s of a booking that found too few seats, said the way a buyer can act on.

/** 409 when the event's shared capacity (issue 15) has fewer seats left than asked. */
export function capacityError(left: number) {
  return new SeatsShortError(
    left === 0
      ? 'This event is sold out'
      : `Only ${left} ${left === 1 ? 'ticket is' : 'tickets are'} left for this event`,
  );
}

/**
 * 409 naming the ticket type that fell short, with what is left of it now. A type on sale with
 * nothing left is marked sold out (issue 18), so the next bookings of it are refused at once.
 */
export async function soldOutError(
  deps: Pick<AppDeps, 'db'>,
  rows: { ticketTypeId: number; quantity: number; type: { priceMinor: number } }[],
  shortOfTicketTypeId: number,
  marks?: SoldOutMarks,
) {
  const row = rows.find((candidate) => candidate.ticketTypeId === shortOfTicketTypeId);
  const seen = marks?.version ?? 0;
  const [now] = await findRemainingSeats(deps.db, [shortOfTicketTypeId]);
  if (!row || !now || now.status !== TICKET_STATUS.onSale)
    return new AppError('CONFLICT', 'A ticket in your order is no longer on sale');
  if (now.priceMinor !== row.type.priceMinor) {
    return new AppError('CONFLICT', `The price of ${now.name} has just changed. Please review your order.`);
  }
  if (now.remaining === 0) {
    const message = `${now.name} is sold out`;
    marks?.markType(now.id, message, seen);
    return new SeatsShortError(message);
  }
  if (now.remaining < row.quantity) {
    return new SeatsShortError(
      `Only ${now.remaining} ${now.remaining === 1 ? 'ticket' : 'tickets'} left for ${now.name}`,
    );
  }
  // Seats came back (a hold expired or was cancelled) between the refusal and this read.
  return new SeatsShortError('Some of these tickets were just taken. Please try again.');
}
