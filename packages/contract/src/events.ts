import { z } from 'zod';
import { HOME_PAGE_SIZE, MAX_LIST_LIMIT } from './constants';
import { DATE_FILTERS, isCalendarDay } from './date-filters';
import { checkoutQuestions } from './questions';
import { publicSalesSettings } from './sales-settings';

/** Ids and counts arrive as strings in paths and queries: plain digits only (no "1e3", no "-1"). */
const positiveId = (label: string, max = 2_147_483_647) =>
  z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(
      z
        .string()
        .regex(/^\d+$/, { error: `${label} must be a whole positive number` })
        .transform(Number)
        .pipe(
          z
            .number()
            .int()
            .positive({ error: `${label} must be a positive number` })
            .max(max, {
              error: max === 2_147_483_647 ? `${label} is too large` : `${label} must be at most ${max}`,
            }),
        ),
    );

const calendarDay = (label: string) =>
  z.string().refine(isCalendarDay, { error: `${label} must be a date in the form YYYY-MM-DD` });

const dateFilterValues = DATE_FILTERS.map((option) => option.value);

/** Query of the public event list, `GET v1/event/view` (spec 3 "Event list query"). */
export const eventListQuery = z
  .object({
    category_id: positiveId('category_id').optional(),
    organizer_id: positiveId('organizer_id').optional(),
    start: calendarDay('start').optional(),
    end: calendarDay('end').optional(),
    /** A date option of the home page; the server computes its range when start and end are absent. */
    filter: z
      .enum(dateFilterValues, { error: `filter must be one of ${dateFilterValues.join(', ')}` })
      .optional(),
    page: positiveId('page', 10_000).default(1).describe('Page number, from 1 (default 1)'),
    limit: positiveId('limit', MAX_LIST_LIMIT)
      .default(HOME_PAGE_SIZE)
      .describe(`Page size, 1 to ${MAX_LIST_LIMIT} (default ${HOME_PAGE_SIZE})`),
  })
  .refine((q) => !q.start || !q.end || q.start <= q.end, {
    error: 'start must not be after end',
    path: ['end'],
  });
export type EventListQuery = z.infer<typeof eventListQuery>;

export const eventIdParams = z.object({ id: positiveId('id') });

/** Responsive image: `image` is a mid-size URL, `image_srcset` lists every stored width. */
const imageFields = {
  image: z.string().nullable(),
  image_srcset: z.string().nullable(),
};

/** An event as the public list shows it (cards). */
export const eventSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  ...imageFields,
  short_description: z.string(),
  organizer: z.string(),
  organizer_id: z.number().int(),
  /** Issue 19: the organizer page's address, `/o/{organizer_slug}`. */
  organizer_slug: z.string(),
  category: z.string(),
  category_id: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
  /** Issue 16: the event's own IANA zone; its times show in it ('Sat 14 Mar, 7:00 PM EAT'). */
  time_zone: z.string(),
  location: z.string(),
  currency: z.string(),
  status: z.number().int(),
  tickets_bought: z.number().int(),
  max_tickets: z.number().int(),
});
export type EventSummary = z.infer<typeof eventSummary>;

/** A ticket type as buyers see it; `available` counts live holds as taken. */
export const ticketType = z.object({
  id: z.number().int(),
  name: z.string(),
  no_of_persons: z.number().int(),
  status: z.number().int(),
  currency: z.string(),
  price_per_ticket: z.number(),
  max_tickets: z.number().int(),
  available: z.number().int(),
  /** Issue 15: a line under the name ('Includes a drink'); '' for none. */
  description: z.string(),
  /** When it goes on sale and comes off it (ISO instants); null for no limit on that side. */
  sale_start: z.string().nullable(),
  sale_end: z.string().nullable(),
  /** Where it stands now by the server's clock: the buyer's screen shows 'Sale starts …' or 'Sale ended'. */
  sale_state: z.enum(['on_sale', 'not_started', 'ended']),
  /** How many one order may take: at least `min_per_order`, at most `max_per_order` (null: no own cap). */
  min_per_order: z.number().int(),
  max_per_order: z.number().int().nullable(),
  /** Its place on the page, lowest first (ties by id). */
  position: z.number().int(),
  /** Issue 15: sold only with a code that unlocks hidden types; the public page lists it only then. */
  hidden: z.boolean(),
});
export type TicketType = z.infer<typeof ticketType>;

/** The event of `GET v1/event/details/{id}`. */
export const eventDetail = eventSummary.extend({
  full_description: z.string(),
  coordinates: z.string().nullable(),
  tickets: z.array(ticketType),
  /** The most tickets one booking may hold, summed over its ticket types (the server's cap). */
  max_tickets_per_booking: z.number().int().positive(),
  /** Issue 15: the fees and taxes, so the buyer's screens price an order as the server will. */
  sales: publicSalesSettings,
  /** Issue 16: what 'Payment Method' asks: the visible questions and whether tickets carry names. */
  checkout: checkoutQuestions,
});
export type EventDetail = z.infer<typeof eventDetail>;
