import type { PromoCode } from '@tiketi/contract/promo-codes';
import { formatShortDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';

/** '20%', '$5.00 off per ticket' (in the event's currency), or 'Access code' for a code with no discount. */
export function discountLabel(
  code: Pick<PromoCode, 'discount_type' | 'discount_value' | 'currency'>,
): string {
  if (code.discount_type === 'percentage') return `${code.discount_value}%`;
  if (code.discount_type === 'fixed')
    return `${formatMoney(code.discount_value, code.currency)} off per ticket`;
  return 'Access code';
}

/** 'All tickets', or the names of the types it applies to (in the event's order). */
export function appliesToLabel(
  code: Pick<PromoCode, 'ticket_type_ids'>,
  ticketTypes: readonly { id: number; name: string }[],
): string {
  if (code.ticket_type_ids.length === 0) return 'All tickets';
  const names = ticketTypes.filter((type) => code.ticket_type_ids.includes(type.id)).map((type) => type.name);
  const gone = code.ticket_type_ids.length - names.length;
  if (gone > 0) names.push(gone === 1 ? '1 removed type' : `${gone} removed types`);
  return names.join(', ');
}

/** '3 of 10' against a limit, or '3'. */
export function usesLabel(code: Pick<PromoCode, 'uses' | 'max_uses'>): string {
  return code.max_uses === null ? String(code.uses) : `${code.uses} of ${code.max_uses}`;
}

/** When it can be used, in the viewer's clock: 'Any time', 'From …', 'Until …' or '… to …'. */
export function windowLabel(code: Pick<PromoCode, 'valid_from' | 'valid_to'>): string {
  const from = code.valid_from ? formatShortDateTime(code.valid_from) : null;
  const to = code.valid_to ? formatShortDateTime(code.valid_to) : null;
  if (from && to) return `${from} to ${to}`;
  if (from) return `From ${from}`;
  if (to) return `Until ${to}`;
  return 'Any time';
}
