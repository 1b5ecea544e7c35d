import { EVENT_STATUS } from '@tiketi/contract/constants';
import { type AppliedCode, CODE_REFUSALS, codeAppliesTo, codeRefusalOf } from '@tiketi/contract/promo-codes';
import type { AppDeps } from '../../app-types';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { enforceRateLimit } from '../../lib/rate-limit';
import { findUnlockedTicketTypes } from '../events';
import { EVENT_NOT_FOUND } from '../organizer-events';
import { findCodeByText, findEventStatus } from './queries';
import { discountValueOf } from './to-promo-code';

type Deps = Pick<AppDeps, 'db'>;

/** Codes can be guessed: one address may try this many in a window, then waits. */
export const CODE_LOOKUPS_PER_ADDRESS = 30;
const CODE_LOOKUP_WINDOW_SECONDS = 10 * 60;
export const TOO_MANY_LOOKUPS = 'Too many codes tried. Please wait a few minutes and try again.';

/**
 * `GET v1/event/{id}/code?code=`: whether a buyer may apply this code to a published event now,
 * judged as the booking call judges it (codeRefusalOf), and the hidden types it unlocks as the
 * details page lists types. Used up answers 409, every other refusal 400 with its reason.
 */
export async function lookUpCode(
  deps: Deps,
  eventId: number,
  typed: string,
  clientAddress: string,
): Promise<AppliedCode> {
  await enforceRateLimit(deps.db, {
    key: `code-lookup:ip:${clientAddress}`,
    limit: CODE_LOOKUPS_PER_ADDRESS,
    windowSeconds: CODE_LOOKUP_WINDOW_SECONDS,
    message: TOO_MANY_LOOKUPS,
  });
  if ((await findEventStatus(deps.db, eventId)) !== EVENT_STATUS.published) throw notFound(EVENT_NOT_FOUND);
  const row = await findCodeByText(deps.db, eventId, typed);
  if (!row) throw badRequest(CODE_REFUSALS.unknown);
  const refusal = codeRefusalOf(
    {
      active: row.active,
      valid_from: row.validFrom,
      valid_to: row.validTo,
      max_uses: row.maxUses,
      uses: row.uses,
    },
    new Date(),
  );
  if (refusal === 'usedUp') throw new AppError('CONFLICT', CODE_REFUSALS.usedUp);
  if (refusal) throw badRequest(CODE_REFUSALS[refusal]);
  const code = { ticket_type_ids: row.ticketTypeIds };
  const unlocked = row.unlocksHidden
    ? await findUnlockedTicketTypes(deps, eventId, (ticketTypeId) => codeAppliesTo(code, ticketTypeId))
    : [];
  return {
    code: row.code,
    discount_type: row.discountType,
    discount_value: discountValueOf(row, row.eventCurrency),
    ticket_type_ids: row.ticketTypeIds,
    unlocks_hidden: row.unlocksHidden,
    unlocked_tickets: unlocked,
  };
}
