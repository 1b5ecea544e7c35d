import type { SentMessage } from '@tiketi/contract/event-operations';

/** 'You can send 2 more messages today.', or that the day's messages are used up. */
export function remainingLine(remaining: number): string {
  if (remaining <= 0) return 'You can send no more messages today. Try again tomorrow.';
  return `You can send ${remaining} more message${remaining === 1 ? '' : 's'} today.`;
}

/** 'Sent to 42 ticket holders'. */
export function recipientsLine(recipients: number): string {
  return `Sent to ${recipients} ticket holder${recipients === 1 ? '' : 's'}`;
}

/**
 * Who a message was for: every ticket holder, or the holders of the types it names (by their
 * names where the event still offers them, 'a removed ticket type' otherwise).
 */
export function audienceOf(
  message: Pick<SentMessage, 'ticket_type_ids'>,
  types: readonly { id: number; name: string }[],
): string {
  if (message.ticket_type_ids.length === 0) return 'All ticket holders';
  const names = message.ticket_type_ids.map(
    (id) => types.find((type) => type.id === id)?.name ?? 'a removed ticket type',
  );
  return `Holders of ${[...new Set(names)].join(', ')}`;
}
