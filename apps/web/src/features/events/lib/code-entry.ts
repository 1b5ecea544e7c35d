import type { TicketType } from '@tiketi/contract/events';
import type { AppliedCode } from '@tiketi/contract/promo-codes';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatMoney } from '@/lib/money';
import { useAppliedCode } from '../api/get-code';

/** What the buyer reads once a code applies: 'Code SUMMER applied: 20% off'. */
export function appliedCodeMessage(code: AppliedCode, currency: string): string {
  const unlocks = code.unlocks_hidden && code.unlocked_tickets.length > 0;
  if (code.discount_type === 'none') return 'Access code: hidden tickets unlocked';
  const off =
    code.discount_type === 'percentage'
      ? `${code.discount_value}% off`
      : `${formatMoney(code.discount_value, currency)} off each ticket`;
  return `Code ${code.code} applied: ${off}${unlocks ? ', hidden tickets unlocked' : ''}`;
}

/** The page's types and the hidden ones the code unlocks, each once, in the server's order after them. */
export function ticketsWithUnlocked(tickets: TicketType[], code: AppliedCode | null): TicketType[] {
  if (!code || code.unlocked_tickets.length === 0) return tickets;
  const listed = new Set(tickets.map((ticket) => ticket.id));
  return [...tickets, ...code.unlocked_tickets.filter((ticket) => !listed.has(ticket.id))];
}

/** A typed code as sent: trimmed; nothing typed is no code. */
const typedCode = (value: string | null) => {
  const code = value?.trim() ?? '';
  return code === '' ? null : code;
};

/**
 * The code entry of the details page (issue 15): the code asked for (a partner's link brings one in
 * `?code=`, applied on load), what the server answered, and Apply and Remove. A refused code leaves
 * nothing applied and says why.
 */
export function useCodeEntry(eventId: number) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [asked, setAsked] = useState(() => typedCode(searchParams.get('code')));
  const query = useAppliedCode(eventId, asked);
  const applied = asked !== null && !query.isError ? (query.data ?? null) : null;
  return {
    asked,
    applied,
    isApplying: query.isFetching,
    refusal: asked !== null && query.isError ? query.error.message : null,
    apply(value: string) {
      const code = typedCode(value);
      // The same code again asks again (it may have become valid); a new one is a new question.
      if (code !== null && code === asked) query.refetch();
      else setAsked(code);
    },
    remove() {
      setAsked(null);
      // A removed code stays removed on a reload: the link's ?code= goes too.
      if (searchParams.has('code')) {
        setSearchParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('code');
            return next;
          },
          { replace: true },
        );
      }
    },
  };
}
