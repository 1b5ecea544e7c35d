import type { simulatedPaymentIntents } from '../../db/schema/index';

type OrderRow = typeof simulatedPaymentIntents.$inferSelect;

/** A simulated order as its approval page shows it. */
export interface SimulatedPaypalOrderView {
  id: string;
  /** PayPal's words for the order: CREATED, APPROVED, COMPLETED, PENDING (capture held back), DECLINED, VOIDED. */
  status: string;
  amountMinor: number;
  /** Lower-case ISO code, as the simulated table keeps it. */
  currency: string;
  /** The booking's reference (the order's custom_id at PayPal). */
  reference: string;
}

/**
 * The order's status in PayPal's words, from the simulator's row (which keeps the app's words). An
 * approved order stays APPROVED whatever its capture will come to, as at PayPal, where a declined
 * funding source shows only when the server captures.
 */
export function orderStatusOf(row: Pick<OrderRow, 'status' | 'lastError'>): string {
  if (row.status === 'requires_action') return 'CREATED';
  if (row.status === 'requires_confirmation') return 'APPROVED';
  if (row.status === 'succeeded') return 'COMPLETED';
  if (row.status === 'processing') return 'PENDING';
  return row.lastError === 'VOIDED' ? 'VOIDED' : 'DECLINED';
}

export function orderViewOf(row: OrderRow): SimulatedPaypalOrderView {
  const { id, amountMinor, currency, reference } = row;
  return { id, status: orderStatusOf(row), amountMinor, currency, reference };
}
