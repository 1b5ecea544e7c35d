// The organizer events module's front door.
export { EVENT_NOT_FOUND } from './common';
export { lockOwnedEvent } from './queries';
export { registerOrganizerEventRoutes } from './routes';
export { findTicketHolders, holdsTickets, type TicketHolder } from './ticket-holders';
