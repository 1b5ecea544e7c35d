import { fitsPriceDecimals, fromMinor, toMinor } from '@tiketi/contract/money';
import { type FeePayer, percentToBasisPoints, priceOrder, type TaxMode } from '@tiketi/contract/pricing';
import {
  type ClientSalesSettingsInput,
  clientSalesSettingsInput,
  type PublicSalesSettings,
} from '@tiketi/contract/sales-settings';
import { formatMoney } from '@/lib/money';

/**
 * Issue 15's fees and taxes as an organizer types them, shared by an event's 'Fees and taxes'
 * screen and the organisation's defaults in Settings. Numbers stay text until checked, so a field
 * can be empty; an empty rate or fee is none.
 */
export interface FeesAndTaxesValues {
  tax_name: string;
  tax_rate: string;
  tax_mode: TaxMode;
  fee_fixed: string;
  fee_percent: string;
  fee_payer: FeePayer;
}

export type Checked<T> = { isValid: true; data: T } | { isValid: false; message: string };

/** Saved settings as the form shows them: a zero rate or fee is an empty field. */
export function feesAndTaxesValuesOf(settings: PublicSalesSettings): FeesAndTaxesValues {
  const text = (value: number) => (value === 0 ? '' : String(value));
  return {
    tax_name: settings.tax_name,
    tax_rate: text(settings.tax_rate),
    tax_mode: settings.tax_mode,
    fee_fixed: text(settings.fee_fixed),
    fee_percent: text(settings.fee_percent),
    fee_payer: settings.fee_payer,
  };
}

/** A typed number: empty is 0, anything unreadable stays NaN so the schema names the field. */
const numberOf = (text: string) => (text.trim() === '' ? 0 : Number(text.trim()));

/** The form as the calls take it, before it is checked. */
export function feesAndTaxesInputOf(values: FeesAndTaxesValues) {
  return {
    tax_name: values.tax_name,
    tax_rate: numberOf(values.tax_rate),
    tax_mode: values.tax_mode,
    fee_fixed: numberOf(values.fee_fixed),
    fee_percent: numberOf(values.fee_percent),
    fee_payer: values.fee_payer,
  };
}

/** The first problem zod found, as the form says it. */
export function firstIssue(error: { issues: readonly { message: string }[] }): string {
  return error.issues[0]?.message ?? 'Check the fields and try again';
}

/** A fixed fee in the currency's own precision (whole shillings for KES), as the server checks it. */
export function fixedFeeProblem(feeFixed: number, currency: string): string | null {
  if (fitsPriceDecimals(feeFixed, currency)) return null;
  return currency === 'KES'
    ? 'Fixed fee must be whole shillings'
    : `Fixed fee has too many decimals for ${currency}`;
}

/** `PUT v1/client/sales-settings`'s body, checked as the server will. */
export function checkClientSalesSettings(values: FeesAndTaxesValues): Checked<ClientSalesSettingsInput> {
  const parsed = clientSalesSettingsInput.safeParse(feesAndTaxesInputOf(values));
  return parsed.success
    ? { isValid: true, data: parsed.data }
    : { isValid: false, message: firstIssue(parsed.error) };
}

/**
 * 'A ticket at $10.00 costs the buyer $11.60': one ticket at `price` priced by the contract's own
 * rule (the one the server charges), so the organizer sees what the settings do. Null while the
 * form does not read as valid settings.
 */
export function exampleLine(values: FeesAndTaxesValues, price: number, currency: string): string | null {
  const parsed = clientSalesSettingsInput.safeParse(feesAndTaxesInputOf(values));
  if (!parsed.success || fixedFeeProblem(parsed.data.fee_fixed, currency)) return null;
  const settings = parsed.data;
  const taxBp = percentToBasisPoints(settings.tax_rate);
  const priced = priceOrder(
    [{ ticket_type_id: 1, quantity: 1, unit_minor: toMinor(price, currency) }],
    null,
    {
      currency,
      tax: taxBp > 0 ? { name: settings.tax_name, rate_bp: taxBp, mode: settings.tax_mode } : null,
      fee: {
        fixed_minor: toMinor(settings.fee_fixed, currency),
        percent_bp: percentToBasisPoints(settings.fee_percent),
        payer: settings.fee_payer,
      },
    },
  );
  const money = (minor: number) => formatMoney(fromMinor(minor, currency), currency);
  return `A ticket at ${money(priced.subtotal_minor)} costs the buyer ${money(priced.total_minor)}`;
}
