import { z } from 'zod';
import { FEE_PAYERS, TAX_MODES } from './pricing';

const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

const percent = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, { error: `${label} cannot be negative` })
    .max(100, { error: `${label} is at most 100` })
    .refine(twoDecimals, { error: `${label} can have at most two decimals` })
    .default(0);

/**
 * Issue 15: an event's fees and taxes, and its optional shared capacity. `tax_rate` and
 * `fee_percent` are percents (16 is 16%); `fee_fixed` is an amount per ticket in the event's
 * currency (its decimals are checked against that currency by the server); `fee_percent` is of the
 * order's discounted tickets.
 */
const feesAndTaxes = z.object({
  tax_name: z.string().trim().max(40, { error: 'Tax name is at most 40 characters' }).default(''),
  tax_rate: percent('Tax rate'),
  tax_mode: z.enum(TAX_MODES, { error: 'Tax mode must be added or included' }).default('added'),
  fee_fixed: z
    .number({ error: 'Fixed fee must be a number' })
    .min(0, { error: 'Fixed fee cannot be negative' })
    .max(1_000_000, { error: 'Fixed fee must be at most 1,000,000' })
    .refine(twoDecimals, { error: 'Fixed fee can have at most two decimals' })
    .default(0),
  fee_percent: percent('Fee percent'),
  fee_payer: z.enum(FEE_PAYERS, { error: 'Fee payer must be buyer or organizer' }).default('buyer'),
});

const taxNamed: [
  (settings: { tax_name: string; tax_rate: number }) => boolean,
  { error: string; path: string[] },
] = [
  (settings) => settings.tax_rate === 0 || settings.tax_name !== '',
  { error: 'Name the tax, for example VAT', path: ['tax_name'] },
];

/** `PUT v1/client/sales-settings`: the organisation's defaults for its new events. */
export const clientSalesSettingsInput = feesAndTaxes.refine(...taxNamed);
export type ClientSalesSettingsInput = z.infer<typeof clientSalesSettingsInput>;

/** `PUT v1/event/{id}/sales-settings`. `capacity` is a total all the event's types draw on; null for none. */
export const salesSettingsInput = feesAndTaxes
  .extend({
    capacity: z
      .number({ error: 'Capacity must be a number' })
      .int({ error: 'Capacity must be a whole number' })
      .min(1, { error: 'Capacity must be at least 1' })
      .max(10_000_000, { error: 'Capacity must be at most 10,000,000' })
      .nullable()
      .default(null),
  })
  .refine(...taxNamed);
export type SalesSettingsInput = z.infer<typeof salesSettingsInput>;

/** What the buyer's screens need to price an order as the server will (no capacity). */
export const publicSalesSettings = z.object({
  tax_name: z.string(),
  tax_rate: z.number(),
  tax_mode: z.enum(TAX_MODES),
  fee_fixed: z.number(),
  fee_percent: z.number(),
  fee_payer: z.enum(FEE_PAYERS),
});
export type PublicSalesSettings = z.infer<typeof publicSalesSettings>;

/** `GET v1/client/sales-settings`. */
export const clientSalesSettings = publicSalesSettings;
export type ClientSalesSettings = z.infer<typeof clientSalesSettings>;

/** `GET v1/event/{id}/sales-settings`: with the shared capacity and what of it is sold or held now. */
export const salesSettings = publicSalesSettings.extend({
  capacity: z.number().int().nullable(),
  capacity_used: z.number().int(),
  currency: z.string(),
});
export type SalesSettings = z.infer<typeof salesSettings>;
