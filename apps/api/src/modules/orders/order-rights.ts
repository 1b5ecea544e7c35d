import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizations } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { OrganizerActor } from '../sessions';

export const REFUNDS_ARE_THE_OWNERS =
  'Only the organisation owner can refund or cancel. The owner can allow teammates in the team settings.';

/**
 * Refunds and cancellations of orders and events are the owner's, unless the owner allowed
 * teammates (`members_can_refund`). Seeing orders, resending and correcting buyers are everyone's.
 */
export async function canRefund(db: DbOrTx, actor: OrganizerActor): Promise<boolean> {
  if (actor.role === 'owner') return true;
  const [organization] = await db
    .select({ membersCanRefund: organizations.membersCanRefund })
    .from(organizations)
    .where(eq(organizations.id, actor.organizationId));
  return organization?.membersCanRefund === true;
}

/** 403 with the reason when the actor may not move money or cancel. */
export async function requireRefundRight(db: DbOrTx, actor: OrganizerActor): Promise<void> {
  if (!(await canRefund(db, actor))) throw new AppError('FORBIDDEN', REFUNDS_ARE_THE_OWNERS);
}

/** The name a teammate is shown by on a timeline. */
export function actorOf(actor: OrganizerActor): { userId: number; name: string } {
  const { firstName, lastName, email } = actor.user;
  const name = `${firstName ?? ''} ${lastName ?? ''}`.trim() || email || 'A teammate';
  return { userId: actor.user.id, name };
}
