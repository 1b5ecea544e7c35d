import { z } from 'zod';

/**
 * Issue 14, what an organizer does to a whole event after the sale: cancel it (its refunds run as a
 * job whose progress this reports), message its ticket holders, and let teammates move money.
 */

/** At most this many messages to ticket holders per event per day. */
export const MESSAGES_PER_DAY = 3;
export const MESSAGE_SUBJECT_MAX = 150;
export const MESSAGE_BODY_MAX = 5_000;
export const CANCEL_MESSAGE_MAX = 5_000;

/** `POST v1/event/{id}/cancel`. */
export const cancelEventInput = z.object({
  message: z
    .string({ error: 'Write a message to ticket holders' })
    .trim()
    .min(1, { error: 'Write a message to ticket holders' })
    .max(CANCEL_MESSAGE_MAX, { error: `The message is at most ${CANCEL_MESSAGE_MAX} characters` }),
});

/** Where an event's cancellation stands: its refunds run in the background. */
export const eventCancellation = z.object({
  event_id: z.number().int(),
  status: z.enum(['running', 'done']),
  /** Paid orders to refund or mark refund due, and how many are through. */
  orders_total: z.number().int(),
  orders_done: z.number().int(),
  /** Orders whose refund failed at the provider (retried; see each order's timeline). */
  orders_failed: z.number().int(),
  cancelled_at: z.string(),
  message: z.string(),
});
export type EventCancellation = z.infer<typeof eventCancellation>;

/** `POST v1/event/{id}/messages`: plain text to ticket holders, all of them or of chosen types. */
export const messageInput = z.object({
  subject: z
    .string({ error: 'Enter a subject' })
    .trim()
    .min(1, { error: 'Enter a subject' })
    .max(MESSAGE_SUBJECT_MAX, { error: `The subject is at most ${MESSAGE_SUBJECT_MAX} characters` }),
  body: z
    .string({ error: 'Write a message' })
    .trim()
    .min(1, { error: 'Write a message' })
    .max(MESSAGE_BODY_MAX, { error: `The message is at most ${MESSAGE_BODY_MAX} characters` }),
  /** Only holders of these ticket types; everyone with tickets when left out or empty. */
  ticket_type_ids: z.array(z.number().int().positive()).max(100).optional(),
});
export type MessageInput = z.input<typeof messageInput>;

export const sentMessage = z.object({
  id: z.number().int(),
  subject: z.string(),
  body: z.string(),
  ticket_type_ids: z.array(z.number().int()),
  recipients: z.number().int(),
  sent_by: z.string(),
  sent_at: z.string(),
});
export type SentMessage = z.infer<typeof sentMessage>;

export const sentMessageList = z.object({
  data: z.array(sentMessage),
  total: z.number().int(),
  /** Messages still allowed today (of MESSAGES_PER_DAY). */
  remaining_today: z.number().int(),
});

/** `PUT v1/client/team/settings` (owner only), and its GET. */
export const teamSettings = z.object({
  members_can_refund: z.boolean(),
});
export type TeamSettings = z.infer<typeof teamSettings>;
