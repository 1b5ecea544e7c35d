import { minorUnitsOf } from '@tiketi/contract/money';
import { priceStepOf } from '@tiketi/contract/pricing';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizations } from '../../db/schema/index';

/**
 * An organisation's fixed fee, kept in hundredths of any currency (fee_fixed × 100), as minor units
 * of one event's currency: rounded half away from zero to the price step, so a KES event gets whole
 * shillings and a UGX event whole units, exactly, in integers.
 */
export function feeFixedMinorOf(hundredths: number, currency: string): number {
  const step = priceStepOf(currency);
  const numerator = hundredths * 10 ** minorUnitsOf(currency);
  const denominator = 100 * step;
  return Math.floor((2 * numerator + denominator) / (2 * denominator)) * step;
}

/** Issue 15: a new event starts with its organisation's fees and taxes, in the event's currency. */
export async function salesDefaultsFor(db: DbOrTx, organizationId: number, currency: string) {
  const [row] = await db
    .select({
      taxName: organizations.taxName,
      taxRateBp: organizations.taxRateBp,
      taxMode: organizations.taxMode,
      feeFixedHundredths: organizations.feeFixedHundredths,
      feePercentBp: organizations.feePercentBp,
      feePayer: organizations.feePayer,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!row) return {};
  const { feeFixedHundredths, ...rest } = row;
  return { ...rest, feeFixedMinor: feeFixedMinorOf(feeFixedHundredths, currency) };
}
