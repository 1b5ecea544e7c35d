import { fitsPriceDecimals, priceDecimalsMessage, toMinor } from '@tiketi/contract/money';
import { basisPointsToPercent, percentToBasisPoints } from '@tiketi/contract/pricing';
import type {
  ClientSalesSettings,
  ClientSalesSettingsInput,
  SalesSettings,
  SalesSettingsInput,
} from '@tiketi/contract/sales-settings';
import type { AppDeps } from '../../app-types';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { toPublicSales } from '../events';
import { EVENT_NOT_FOUND } from '../organizer-events';
import type { OrganizerActor } from '../sessions';
import {
  type EventSalesRow,
  findOrganizationSales,
  findOwnedEventSales,
  lockOwnedEventSales,
  lockTypesAndCountTaken,
  type OrganizationSalesRow,
  updateEventSales,
  updateOrganizationSales,
} from './queries';

type Deps = Pick<AppDeps, 'db' | 'publicCache'>;

export const ONLY_OWNER_SALES = 'Only the organisation owner can change the sales settings.';

function toSalesSettings(row: EventSalesRow): SalesSettings {
  return {
    ...toPublicSales(row, row.currency),
    capacity: row.capacity,
    capacity_used: row.capacityUsed,
    currency: row.currency,
  };
}

/** The fee and tax columns both an event and an organisation keep, from checked input. */
const ratesOf = (input: ClientSalesSettingsInput) => ({
  taxName: input.tax_name,
  taxRateBp: percentToBasisPoints(input.tax_rate),
  taxMode: input.tax_mode,
  feePercentBp: percentToBasisPoints(input.fee_percent),
  feePayer: input.fee_payer,
});

/** `GET v1/event/{id}/sales-settings`. */
export async function getEventSales(deps: Deps, actor: OrganizerActor, eventId: number) {
  const row = await findOwnedEventSales(deps.db, actor.organizationId, eventId);
  if (!row) throw notFound(EVENT_NOT_FOUND);
  return toSalesSettings(row);
}

/**
 * `PUT v1/event/{id}/sales-settings`. In one transaction the event's types are locked first (so
 * bookings in flight finish), then the event; a capacity is refused below what is sold or held,
 * and otherwise recounted from the types, since capacity_used is only kept while a capacity is set
 * (migration 0014, inventory.ts moveCapacity). Clearing it forgets the count.
 */
export async function putEventSales(
  deps: Deps,
  actor: OrganizerActor,
  eventId: number,
  input: SalesSettingsInput,
): Promise<SalesSettings> {
  if (!(await findOwnedEventSales(deps.db, actor.organizationId, eventId))) throw notFound(EVENT_NOT_FOUND);
  const saved = await deps.db.transaction(async (tx) => {
    const taken = await lockTypesAndCountTaken(tx, eventId);
    const event = await lockOwnedEventSales(tx, actor.organizationId, eventId);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    if (!fitsPriceDecimals(input.fee_fixed, event.currency)) {
      throw badRequest(`Fixed fee: ${priceDecimalsMessage(event.currency)}`);
    }
    if (input.capacity !== null && input.capacity < taken) {
      throw badRequest(`Capacity cannot be below the ${taken} tickets already sold or held`);
    }
    await updateEventSales(tx, eventId, {
      ...ratesOf(input),
      feeFixedMinor: toMinor(input.fee_fixed, event.currency),
      capacity: input.capacity,
      capacityUsed: input.capacity === null ? 0 : taken,
    });
    const after = await lockOwnedEventSales(tx, actor.organizationId, eventId);
    if (!after) throw notFound(EVENT_NOT_FOUND);
    return toSalesSettings(after);
  });
  // The details page shows the fees and what is left of the capacity.
  deps.publicCache.clear();
  return saved;
}

function toClientSales(row: OrganizationSalesRow): ClientSalesSettings {
  return {
    tax_name: row.taxName,
    tax_rate: basisPointsToPercent(row.taxRateBp),
    tax_mode: row.taxMode,
    fee_fixed: row.feeFixedHundredths / 100,
    fee_percent: basisPointsToPercent(row.feePercentBp),
    fee_payer: row.feePayer,
  };
}

/** `GET v1/client/sales-settings`: the organisation's defaults for its new events. */
export async function getClientSales(deps: Deps, actor: OrganizerActor): Promise<ClientSalesSettings> {
  const row = await findOrganizationSales(deps.db, actor.organizationId);
  if (!row) throw notFound('Organisation not found');
  return toClientSales(row);
}

/**
 * `PUT v1/client/sales-settings`: the owner's, as the team settings are. The fixed fee is kept in
 * hundredths, whatever the currency; each new event converts it to its own (organizer-events).
 */
export async function putClientSales(
  deps: Deps,
  actor: OrganizerActor,
  input: ClientSalesSettingsInput,
): Promise<ClientSalesSettings> {
  if (actor.role !== 'owner') throw new AppError('FORBIDDEN', ONLY_OWNER_SALES);
  await updateOrganizationSales(deps.db, actor.organizationId, {
    ...ratesOf(input),
    feeFixedHundredths: Math.round(input.fee_fixed * 100),
  });
  return getClientSales(deps, actor);
}
