import type { CheckInResult } from '@tiketi/contract/check-in';
import type { ManualCheckInInput, UndoCheckInResult } from '@tiketi/contract/door';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-types';
import { type DbOrTx, queryRows } from '../../db/client';
import { organizations } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/app-error';
import type { OrganizerActor } from '../sessions';
import { logDoorEntry, WEB_DEVICE } from './door-log-write';
import { countAdmissions } from './queries';
import { checkIn, requireOwnedEvent } from './service';

type Deps = Pick<AppDeps, 'db' | 'config'>;

export const UNDO_IS_THE_OWNERS =
  'Only the organisation owner can undo a check-in. The owner can allow teammates in the team settings.';

/** Admission `number` (issue order) of a booking of this event, found by its reference. */
async function findAdmission(db: DbOrTx, eventId: number, reference: string, number: number) {
  const [row] = await queryRows<{ id: number; code: string; reference: string }>(
    db,
    sql`select it.id, it.code, b.reference from issued_tickets it join bookings b on b.id = it.booking_id
        where b.event_id = ${eventId} and it.event_id = ${eventId} and lower(b.reference) = lower(${reference})
        order by it.id offset ${number - 1} limit 1`,
  );
  if (!row) throw notFound(`Booking ${reference} has no admission ${number} at this event`);
  return row;
}

/** A check-in by hand (found by name or reference): the same decision as a scan, logged as manual. */
export async function manualCheckIn(
  deps: Deps,
  actor: OrganizerActor,
  eventId: number,
  input: ManualCheckInInput,
): Promise<CheckInResult> {
  await requireOwnedEvent(deps, actor, eventId);
  const admission = await findAdmission(deps.db, eventId, input.booking_id, input.number);
  return checkIn(deps, actor, eventId, admission.code, {
    kind: 'manual',
    device: input.device ?? WEB_DEVICE,
  });
}

/**
 * Undo is the owner's, or a teammate's when the owner allowed teammates to refund and cancel
 * (`members_can_refund`, the rule of orders' order-rights.ts): taking back an admission is as
 * weighty as taking back an order.
 */
async function canUndo(db: DbOrTx, actor: OrganizerActor): Promise<boolean> {
  if (actor.role === 'owner') return true;
  const [organization] = await db
    .select({ membersCanRefund: organizations.membersCanRefund })
    .from(organizations)
    .where(eq(organizations.id, actor.organizationId));
  return organization?.membersCanRefund === true;
}

/** Takes a check-in back (409 when the admission is not checked in); the log keeps both entries. */
export async function undoCheckIn(
  deps: Deps,
  actor: OrganizerActor,
  eventId: number,
  target: { booking_id: string; number: number; device?: string },
): Promise<UndoCheckInResult> {
  await requireOwnedEvent(deps, actor, eventId);
  if (!(await canUndo(deps.db, actor))) throw new AppError('FORBIDDEN', UNDO_IS_THE_OWNERS);
  return deps.db.transaction(async (tx) => {
    const admission = await findAdmission(tx, eventId, target.booking_id, target.number);
    const undone = await queryRows<{ id: number }>(
      tx,
      sql`update issued_tickets set checked_in_at = null, checked_in_by = null, checked_in_device = null
          where id = ${admission.id} and checked_in_at is not null returning id`,
    );
    if (undone.length === 0) throw new AppError('CONFLICT', 'This admission is not checked in');
    await logDoorEntry(tx, {
      eventId,
      ticketId: admission.id,
      userId: actor.user.id,
      kind: 'undo',
      device: target.device ?? WEB_DEVICE,
      outcome: 'undone',
    });
    return {
      booking_id: admission.reference,
      number: target.number,
      counts: await countAdmissions(tx, eventId),
    };
  });
}
