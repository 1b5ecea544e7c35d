import { z } from 'zod';
import { EVENT_STATUS, MAX_LIST_LIMIT, ORGANIZER_PAGE_SIZE, TICKET_STATUS } from './constants';
import { isCalendarDay } from './date-filters';
import { requiredText as required } from './event-fields';
import { eventSummary, ticketType } from './events';
import { MESSAGES } from './messages';

export { type EventFields, eventFields, eventFieldsIn } from './event-fields';

const money = z
  .number({ error: MESSAGES.allFieldsRequired })
  .min(0, { error: 'Price cannot be negative' })
  .max(1_000_000, { error: 'Price must be at most 1,000,000' })
  .refine(
    (value) =>
      Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    {
      error: 'Price can have at most two decimals',
    },
  );

const count = (label: string, min: number, max: number) =>
  z
    .number({ error: MESSAGES.allFieldsRequired })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be at least ${min}` })
    .max(max, { error: `${label} must be at most ${max}` });

/** One ticket type of the create form (spec 2.11 'Ticket Setup'); a price of 0 is a free ticket (spec decision #5). */
/** An optional moment of a ticket's sale window, with its offset; null (or absent) for no limit. */
const saleMoment = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => /(Z|[+-]\d{2}:?\d{2})$/i.test(value) && !Number.isNaN(Date.parse(value)), {
      error: `${label} must be a date and time with its offset`,
    })
    .nullable()
    .default(null);

/**
 * One ticket type of the create form (spec 2.11 'Ticket Setup'); a price of 0 is a free ticket (spec
 * decision #5). Issue 15 adds a description, a sale window, per-order limits and a position, each
 * optional, so earlier callers are read as before.
 */
const ticketFields = z.object({
  name: required(100),
  price_per_ticket: money,
  no_of_persons: count('No of persons per ticket', 1, 100),
  max_tickets: count('Max tickets', 1, 1_000_000),
  description: z.string().trim().max(300, { error: 'Description is at most 300 characters' }).default(''),
  sale_start: saleMoment('Sale start'),
  sale_end: saleMoment('Sale end'),
  min_per_order: count('Minimum per order', 1, 100).default(1),
  max_per_order: count('Maximum per order', 1, 1_000).nullable().default(null),
  position: count('Position', 0, 1_000).optional(),
  /** Issue 15: sold only through a code that unlocks hidden types. */
  hidden: z.boolean({ error: 'hidden must be true or false' }).default(false),
});

type TicketRules = {
  sale_start: string | null;
  sale_end: string | null;
  min_per_order: number;
  max_per_order: number | null;
};

/** A sale window ends after it starts. */
const windowInOrder: [(row: TicketRules) => boolean, { error: string; path: string[] }] = [
  (row) => !row.sale_start || !row.sale_end || Date.parse(row.sale_end) > Date.parse(row.sale_start),
  { error: 'Sale end must be after sale start', path: ['sale_end'] },
];
/** A maximum per order is not below the minimum. */
const limitsInOrder: [(row: TicketRules) => boolean, { error: string; path: string[] }] = [
  (row) => row.max_per_order === null || row.max_per_order >= row.min_per_order,
  { error: 'Maximum per order cannot be below the minimum', path: ['max_per_order'] },
];

export const newTicketInput = ticketFields.refine(...windowInOrder).refine(...limitsInOrder);

export const createTicketsInput = z.object({
  eventId: z.number().int().positive().optional(),
  tickets: z.array(newTicketInput).min(1, { error: 'Add at least one ticket' }).max(50),
});
export type CreateTicketsInput = z.infer<typeof createTicketsInput>;

/** One row of 'Ticket Update': id -1 is a new ticket type; status 3 takes a type off sale. */
export const updateTicketInput = ticketFields
  .extend({
    id: z
      .number()
      .int()
      .refine((id) => id === -1 || id > 0, { error: 'Unknown ticket' }),
    status: z.union([z.literal(TICKET_STATUS.onSale), z.literal(TICKET_STATUS.removed)], {
      error: `Ticket status must be ${TICKET_STATUS.onSale} or ${TICKET_STATUS.removed}`,
    }),
  })
  .refine(...windowInOrder)
  .refine(...limitsInOrder);

export const updateTicketsInput = z.object({
  eventId: z.number().int().positive().optional(),
  tickets: z.array(updateTicketInput).min(1, { error: 'Add at least one ticket' }).max(50),
});
export type UpdateTicketsInput = z.infer<typeof updateTicketsInput>;

/**
 * The update form's own field (multipart, so a string): `notify_holders=true` mails every ticket
 * holder the old and new details when the start, end or location changed (issue 14).
 */
export const eventUpdateOptions = z.object({
  notify_holders: z
    .enum(['true', 'false'], { error: 'notify_holders must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

export const eventStatusInput = z.object({
  status: z.union([z.literal(EVENT_STATUS.published), z.literal(EVENT_STATUS.draft)], {
    error: `Status must be ${EVENT_STATUS.published} (published) or ${EVENT_STATUS.draft} (draft)`,
  }),
});

const optionalDay = (label: string) =>
  z
    .string()
    .refine(isCalendarDay, { error: `${label} must be a date in the form YYYY-MM-DD` })
    .optional();

const pageNumber = (label: string, max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, { error: `${label} must be a whole positive number` })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, { error: `${label} must be at least 1` })
        .max(max, { error: `${label} must be at most ${max}` }),
    )
    .default(fallback);

/** `GET v1/client/event/view` (spec 3 "Organizer's own list query"). start and end bound the start day. */
export const organizerEventQuery = z.object({
  page: pageNumber('page', 100_000, 1),
  limit: pageNumber('limit', MAX_LIST_LIMIT, ORGANIZER_PAGE_SIZE),
  start: optionalDay('start'),
  end: optionalDay('end'),
  start_created: optionalDay('start_created'),
  end_created: optionalDay('end_created'),
  /** 3: the organisation's cancelled events (issue 14), which stay in its own lists. */
  status: z.enum(['1', '2', '3'], { error: 'status must be 1, 2 or 3' }).transform(Number).optional(),
});
export type OrganizerEventQuery = z.infer<typeof organizerEventQuery>;

/** An event as its organisation sees it: drafts included, with all its on-sale ticket types. */
export const organizerEvent = eventSummary.extend({
  full_description: z.string(),
  created_at: z.string(),
  tickets: z.array(ticketType),
  /**
   * Orders holding valid tickets (paid, free included; never pending holds): how many people a
   * change of date, time or place would be told about (issue 14, `notify_holders`).
   */
  // Always sent by the API; optional so that screens and fixtures written before issue 14 still parse.
  ticket_holders: z.number().int().optional(),
});
export type OrganizerEvent = z.infer<typeof organizerEvent>;

/** Dashboard figures (spec decision #4), from the organisation's own events. */
export const organizerSummary = z.object({
  /** The USD figure, as spec decision #4 first defined it. */
  currency: z.string(),
  net_sales: z.number(),
  /** Net sales per currency of the organisation's events (spec decision #13), by currency code. */
  sales: z.array(z.object({ currency: z.string(), net_sales: z.number() })),
  events: z.number().int(),
  tickets_sold: z.number().int(),
});
export type OrganizerSummary = z.infer<typeof organizerSummary>;
