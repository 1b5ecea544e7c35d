import type { OrganizerSummary } from '@tiketi/contract/organizer-events';
import { formatMoney } from '@/lib/money';

/**
 * 'KES 12,000 · $300.00': one figure per currency, never added across currencies (spec decision
 * #13). With no sales yet, or USD sales only, it reads as before: '$0.00', '$300.00'.
 */
export function netSalesText(summary: Pick<OrganizerSummary, 'currency' | 'net_sales' | 'sales'>): string {
  const sales = summary.sales.filter((row) => row.net_sales !== 0);
  if (sales.length === 0) return formatMoney(summary.net_sales, summary.currency);
  return sales.map((row) => formatMoney(row.net_sales, row.currency)).join(' · ');
}
