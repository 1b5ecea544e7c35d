import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { statusLiteral } from '../../db/schema/status-sql';

export interface ClaimedBooking {
  id: number;
  provider: string | null;
  intentId: string | null;
  isExpired: boolean;
}

/**
 * Claims up to `limit` pending bookings the reconciler should look at, for `leaseSeconds`: those
 * whose hold ran out, and those pending for more than `pendingSeconds` (their payment may have
 * succeeded while nobody confirmed it). SKIP LOCKED and the lease give each row to one instance;
 * an expired hold last looked at before it expired is claimable again at once.
 */
export async function claimPendingBookings(
  db: DbOrTx,
  options: { limit: number; pendingSeconds: number; leaseSeconds: number; holdSeconds: number },
): Promise<ClaimedBooking[]> {
  const rows = await queryRows<{
    id: number;
    provider: string | null;
    provider_intent_id: string | null;
    is_expired: boolean;
  }>(
    db,
    sql`update bookings b set reconcile_after = now() + make_interval(secs => ${options.leaseSeconds})
        where b.id in (
          select id from bookings
          -- A literal, so that the partial index on pending bookings serves it.
          where status = ${statusLiteral(BOOKING_STATUS.pending)}
            -- Made over pendingSeconds ago, read off the hold's end so the expiry index serves it.
            and hold_expires_at < now() + make_interval(secs => ${Math.max(0, options.holdSeconds - options.pendingSeconds)})
            and (reconcile_after is null or reconcile_after <= now()
                 or (hold_expires_at < now() and reconcile_after <= hold_expires_at))
          order by hold_expires_at
          limit ${options.limit}
          for update skip locked)
        returning b.id, b.provider, b.provider_intent_id, b.hold_expires_at < now() as is_expired`,
  );
  return rows.map((row) => ({
    id: row.id,
    provider: row.provider,
    intentId: row.provider_intent_id,
    isExpired: row.is_expired,
  }));
}

export interface ClaimedRefund {
  id: number;
  bookingId: number;
}

/**
 * Claims up to `limit` refunds a provider accepted as pending over `ageSeconds` ago, to be asked
 * about again (a lost notice must not leave one pending for good). The claim stamps `checked_at`, so
 * each is asked at most once every `ageSeconds`, and SKIP LOCKED gives each row to one instance.
 */
export async function claimStalePendingRefunds(
  db: DbOrTx,
  options: { limit: number; ageSeconds: number },
): Promise<ClaimedRefund[]> {
  const age = sql`make_interval(secs => ${options.ageSeconds})`;
  const rows = await queryRows<{ id: number; booking_id: number }>(
    db,
    sql`update refunds r set checked_at = now()
        where r.id in (
          select id from refunds
          where status = 'pending' and provider_refund_id is not null
            and coalesce(checked_at, created_at) < now() - ${age}
          order by coalesce(checked_at, created_at)
          limit ${options.limit}
          for update skip locked)
        returning r.id, r.booking_id`,
  );
  return rows.map((row) => ({ id: row.id, bookingId: row.booking_id }));
}
