// The public events module's front door: what other modules and the app may use of it.
export { buildIcs, type CalendarEntry } from './build-ics';
export { eventColumns, findOnSaleTicketTypes } from './queries';
export { registerEventRoutes } from './routes';
export { toEventSummary, toTicketType } from './to-public-event';
