/** Money travels as decimal numbers in the API (as the spec does) and is stored in minor units. */
export function toMinor(amount: number): number {
  return Math.round(amount * 100);
}

export function fromMinor(minor: number): number {
  return minor / 100;
}

export interface PricedRow {
  qty: number;
  price_per_ticket: number;
}

/** Spec 9: the total is the sum of quantity times price_per_ticket, computed in minor units. */
export function totalOf(rows: readonly PricedRow[]): number {
  const minor = rows.reduce((sum, row) => sum + row.qty * toMinor(row.price_per_ticket), 0);
  return fromMinor(minor);
}

export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
}
