import type { AppDeps } from '../../app-types';
import { enforceRateLimit } from '../../lib/rate-limit';

const HOUR = 3600;

/**
 * A free booking mails a PDF to whatever address the buyer typed, at once and at no cost, so it
 * could relay mail to strangers. Free bookings are counted per client address and per recipient
 * over an hour, in the database so every instance shares the count; 0 turns a limit off.
 */
export async function limitFreeBookingMail(
  deps: Pick<AppDeps, 'db' | 'config'>,
  clientAddress: string | null,
  recipient: string,
): Promise<void> {
  const { freePerAddress, freePerRecipient } = deps.config.booking;
  if (freePerAddress > 0 && clientAddress) {
    await enforceRateLimit(deps.db, {
      key: `free-booking:ip:${clientAddress}`,
      limit: freePerAddress,
      windowSeconds: HOUR,
      message: 'Too many free bookings from your network. Please try again in an hour.',
    });
  }
  if (freePerRecipient > 0) {
    await enforceRateLimit(deps.db, {
      key: `free-booking:to:${recipient.trim().toLowerCase()}`,
      limit: freePerRecipient,
      windowSeconds: HOUR,
      message: 'Too many free bookings for this email address. Please try again in an hour.',
    });
  }
}
