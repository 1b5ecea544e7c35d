// The public events module's front door: what other modules and the app may use of it.
export { buildIcs, type CalendarEntry } from './build-ics';
export { eventColumns, findPublicEventPage, salesColumns } from './queries';
export { registerEventRoutes } from './routes';
export { findUnlockedTicketTypes, getPublicEvent } from './service';
export { findOnSaleTicketTypes } from './ticket-queries';
export { toEventSummary, toPublicSales, toTicketType } from './to-public-event';
