import { BOOKING_STATUS } from '@tiketi/contract/constants';
import type { AppDeps } from '../../app-types';
import { fulfilBooking } from './fulfil-booking';
import { releaseBookingHold } from './release-booking-hold';
import { lockBooking } from './status-queries';

type Deps = Pick<AppDeps, 'db' | 'config' | 'payments' | 'publicCache' | 'metrics'>;

/**
 * A free booking (spec decision #5) is paid at once: its held seats become sold and its tickets are
 * issued. Should that fail, the hold is given back rather than left to expire.
 */
export async function confirmFreeBooking(deps: Deps, bookingId: number, origin: string) {
  try {
    await deps.db.transaction(async (tx) => {
      const booking = await lockBooking(tx, bookingId);
      if (!booking) throw new Error(`free booking ${bookingId} vanished before it was confirmed`);
      await fulfilBooking(deps, tx, booking, origin);
    });
  } catch (error) {
    await releaseBookingHold(deps, bookingId, BOOKING_STATUS.cancelled);
    throw error;
  }
}
