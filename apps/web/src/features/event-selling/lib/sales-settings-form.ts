import {
  type SalesSettings,
  type SalesSettingsInput,
  salesSettingsInput,
} from '@tiketi/contract/sales-settings';
import {
  type Checked,
  type FeesAndTaxesValues,
  feesAndTaxesInputOf,
  feesAndTaxesValuesOf,
  firstIssue,
  fixedFeeProblem,
} from '@/lib/fees-and-taxes';

/** An event's 'Fees and taxes' form: the shared fields, and the shared capacity ('' for none). */
export interface SalesSettingsValues extends FeesAndTaxesValues {
  capacity: string;
}

export function salesSettingsValuesOf(settings: SalesSettings): SalesSettingsValues {
  return {
    ...feesAndTaxesValuesOf(settings),
    capacity: settings.capacity === null ? '' : String(settings.capacity),
  };
}

/** `PUT v1/event/{id}/sales-settings`'s body, checked by the contract and the event's currency. */
export function checkSalesSettings(
  values: SalesSettingsValues,
  currency: string,
): Checked<SalesSettingsInput> {
  const capacity = values.capacity.trim();
  const parsed = salesSettingsInput.safeParse({
    ...feesAndTaxesInputOf(values),
    capacity: capacity === '' ? null : Number(capacity),
  });
  if (!parsed.success) return { isValid: false, message: firstIssue(parsed.error) };
  const feeProblem = fixedFeeProblem(parsed.data.fee_fixed, currency);
  return feeProblem ? { isValid: false, message: feeProblem } : { isValid: true, data: parsed.data };
}

/** '120 of 500 sold or held': how much of the shared capacity is taken now. */
export function capacityUseLine(settings: Pick<SalesSettings, 'capacity' | 'capacity_used'>): string | null {
  return settings.capacity === null ? null : `${settings.capacity_used} of ${settings.capacity} sold or held`;
}
