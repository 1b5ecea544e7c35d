import type { OrderDetail, UpdateBuyerInput } from '@tiketi/contract/orders';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-types';
import { bookings } from '../../db/schema/index';
import { recordOrderEvent } from '../bookings';
import type { OrganizerActor } from '../sessions';
import { getOrderDetail } from './order-detail';
import { actorOf } from './order-rights';
import { findOwnedOrder } from './owned-order';

type Deps = Pick<AppDeps, 'db' | 'config'>;

const FIELDS = [
  { input: 'full_name', column: 'buyerName', label: 'Name' },
  { input: 'email_address', column: 'buyerEmail', label: 'Email' },
  { input: 'msisdn', column: 'buyerMsisdn', label: 'Phone' },
] as const;

const shown = (value: string) => value || '(none)';

/**
 * `PUT v1/orders/{reference}`: corrects the buyer's name, email or phone, under the booking's lock,
 * with an 'edited' timeline line saying what changed ("Email: a@x → b@y"). The next resend goes to
 * the new address. Values equal to the current ones change nothing and write nothing.
 */
export async function updateBuyer(
  deps: Deps,
  actor: OrganizerActor,
  reference: string,
  input: UpdateBuyerInput,
): Promise<{ detail: OrderDetail; changed: boolean }> {
  const changed = await deps.db.transaction(async (tx) => {
    const { booking } = await findOwnedOrder(tx, actor, reference, { lock: true });
    const changes: Partial<Record<(typeof FIELDS)[number]['column'], string>> = {};
    const lines: string[] = [];
    for (const field of FIELDS) {
      const value = input[field.input]?.trim();
      if (value === undefined || value === booking[field.column]) continue;
      changes[field.column] = value;
      lines.push(`${field.label}: ${shown(booking[field.column])} → ${shown(value)}`);
    }
    if (lines.length === 0) return false;
    await tx.update(bookings).set(changes).where(eq(bookings.id, booking.id));
    await recordOrderEvent(tx, {
      bookingId: booking.id,
      kind: 'edited',
      actor: actorOf(actor),
      detail: lines.join('; '),
    });
    return true;
  });
  return { detail: await getOrderDetail(deps.db, actor, reference, deps.config.timeZone), changed };
}
