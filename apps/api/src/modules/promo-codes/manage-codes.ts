import type { PromoCode, PromoCodeInput } from '@tiketi/contract/promo-codes';
import type { AppDeps } from '../../app-types';
import type { DbOrTx } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { violates } from '../../lib/database-error';
import { EVENT_NOT_FOUND } from '../organizer-events';
import type { OrganizerActor } from '../sessions';
import {
  deleteCode,
  findEventCode,
  findEventCodes,
  findOwnedEvent,
  findTicketTypeIds,
  insertCode,
  lockEventCode,
  shareLockOwnedEvent,
  updateCode,
  wasEverUsed,
} from './queries';
import { codeColumnsOf, toPromoCode } from './to-promo-code';

type Deps = Pick<AppDeps, 'db' | 'publicCache'>;

export const CODE_NOT_FOUND = 'Promo code not found';
export const CODE_WAS_USED = 'This code has been used. Deactivate it instead.';
const alreadyUsed = (uses: number) => `This code was already used ${uses === 1 ? 'once' : `${uses} times`}`;
const duplicate = (code: string) => new AppError('CONFLICT', `This event already has the code ${code}`);

/**
 * Teammates manage an event's codes as they edit the event: any member of the organisation that
 * owns it. Another organisation's event answers 404, as organizer-events does.
 */
async function ownedEventOrThrow(db: DbOrTx, actor: OrganizerActor, eventId: number) {
  const event = await shareLockOwnedEvent(db, actor.organizationId, eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return event;
}

/** A code may only name the event's own ticket types. */
async function assertOwnTypes(db: DbOrTx, eventId: number, input: PromoCodeInput) {
  if (input.ticket_type_ids.length === 0) return;
  const own = await findTicketTypeIds(db, eventId);
  if (input.ticket_type_ids.some((id) => !own.has(id))) {
    throw badRequest('A ticket type in the list does not belong to this event');
  }
}

async function readBack(db: DbOrTx, eventId: number, codeId: number, currency: string) {
  const row = await findEventCode(db, eventId, codeId);
  if (!row) throw notFound(CODE_NOT_FOUND);
  return toPromoCode(row, currency);
}

/** `GET v1/event/{id}/promo-codes`: the event's codes with their uses and paid revenue. */
export async function listCodes(deps: Deps, actor: OrganizerActor, eventId: number): Promise<PromoCode[]> {
  const event = await findOwnedEvent(deps.db, actor.organizationId, eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  const rows = await findEventCodes(deps.db, eventId);
  return rows.map((row) => toPromoCode(row, event.currency));
}

/**
 * `POST v1/event/{id}/promo-codes`. The unique index on (event, code) decides a duplicate, so two
 * organizers adding the same code at once get one code and one 409.
 */
export async function createCode(
  deps: Deps,
  actor: OrganizerActor,
  eventId: number,
  input: PromoCodeInput,
): Promise<PromoCode> {
  try {
    const created = await deps.db.transaction(async (tx) => {
      const event = await ownedEventOrThrow(tx, actor, eventId);
      await assertOwnTypes(tx, eventId, input);
      const id = await insertCode(tx, { eventId, ...codeColumnsOf(input, event.currency) });
      return readBack(tx, eventId, id, event.currency);
    });
    deps.publicCache.clear();
    return created;
  } catch (error) {
    if (violates(error, 'promo_codes_event_code_key')) throw duplicate(input.code);
    throw error;
  }
}

/**
 * `PUT v1/event/{id}/promo-codes/{codeId}`. The code's row is locked before its uses are read, so a
 * booking cannot take a use between the check and the write; the table's check constraint is the
 * last guard and answers the same 400.
 */
export async function updateCodeOf(
  deps: Deps,
  actor: OrganizerActor,
  eventId: number,
  codeId: number,
  input: PromoCodeInput,
): Promise<PromoCode> {
  let uses = 0;
  try {
    const updated = await deps.db.transaction(async (tx) => {
      const event = await ownedEventOrThrow(tx, actor, eventId);
      const locked = await lockEventCode(tx, eventId, codeId);
      if (!locked) throw notFound(CODE_NOT_FOUND);
      uses = locked.uses;
      if (input.max_uses !== null && input.max_uses < locked.uses) throw badRequest(alreadyUsed(locked.uses));
      await assertOwnTypes(tx, eventId, input);
      await updateCode(tx, codeId, codeColumnsOf(input, event.currency));
      return readBack(tx, eventId, codeId, event.currency);
    });
    deps.publicCache.clear();
    return updated;
  } catch (error) {
    if (violates(error, 'promo_codes_event_code_key')) throw duplicate(input.code);
    if (violates(error, 'promo_codes_not_over_used')) throw badRequest(alreadyUsed(uses));
    throw error;
  }
}

/**
 * `DELETE v1/event/{id}/promo-codes/{codeId}`: only a code no order ever carried (an order keeps
 * its code for its receipt). The foreign key from bookings decides a race with a new booking.
 */
export async function deleteCodeOf(deps: Deps, actor: OrganizerActor, eventId: number, codeId: number) {
  try {
    await deps.db.transaction(async (tx) => {
      await ownedEventOrThrow(tx, actor, eventId);
      const locked = await lockEventCode(tx, eventId, codeId);
      if (!locked) throw notFound(CODE_NOT_FOUND);
      if (locked.uses > 0 || (await wasEverUsed(tx, codeId))) throw new AppError('CONFLICT', CODE_WAS_USED);
      await deleteCode(tx, codeId);
    });
  } catch (error) {
    if (violates(error, 'bookings_promo_code_id_promo_codes_id_fk')) {
      throw new AppError('CONFLICT', CODE_WAS_USED);
    }
    throw error;
  }
  deps.publicCache.clear();
}
