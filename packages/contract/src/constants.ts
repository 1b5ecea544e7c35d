/** Business constants of spec 9, shared by server and web. */
export const HOME_PAGE_SIZE = 6;
export const LOAD_MORE_STEP = 6;
export const ORGANIZER_PAGE_SIZE = 10;
/** The largest page the public list serves; bigger limits are refused with 400. */
export const MAX_LIST_LIMIT = 100;

/** cancelled (issue 14): off sale for good; its page still answers, reading 'Cancelled'. */
export const EVENT_STATUS = { published: 1, draft: 2, cancelled: 3 } as const;
/** Refusals an organizer or buyer may meet once an event is cancelled or has sold (issue 14). */
export const EVENT_CANCELLED = 'This event was cancelled';
export const EVENT_HAS_PAID_ORDERS = 'This event has paid orders. Cancel the event instead.';

export const TICKET_STATUS = { onSale: 1, removed: 3 } as const;
export const BOOKING_STATUS = { pending: 1, paid: 2, expired: 3, cancelled: 4, refunded: 5 } as const;
/** One of the named values above; a new status is one line in its table, and the compiler follows. */
export type EventStatus = (typeof EVENT_STATUS)[keyof typeof EVENT_STATUS];
export type TicketStatus = (typeof TICKET_STATUS)[keyof typeof TICKET_STATUS];
export type BookingStatus = (typeof BOOKING_STATUS)[keyof typeof BOOKING_STATUS];

export const PAYMENT_METHODS = ['mpesa', 'paypal', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Currencies an event may be priced in (spec decision #13); existing events stay USD. */
export const CURRENCIES = ['USD', 'KES', 'EUR', 'GBP', 'NGN', 'ZAR', 'UGX', 'TZS'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Widths the media pipeline stores; public pages pick from them with srcset. */
export const IMAGE_WIDTHS = [480, 960, 1440, 2160] as const;

/** Where contact mail goes and what the pages print when SUPPORT_EMAIL is not set. */
export const DEFAULT_SUPPORT_EMAIL = 'support@tiketi.local';

export const SUCCESS_RETRIEVAL_DELAY_MS = 3000;
export const PAYMENT_MESSAGE_MS = 4000;
export const CONFLICT_REDIRECT_MS = 2500;
export const TICKET_UPDATE_REDIRECT_MS = 2000;
