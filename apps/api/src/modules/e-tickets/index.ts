// The e-tickets module's front door: what other modules and the app may use of it.
export { findItemsOfBookings } from './queries';
export { startPdfRenderer } from './render-pdf-off-thread';
export { registerETicketRoutes } from './routes';
export { bookingCalendarUid, createTicketAttachments } from './ticket-attachments';
export { toTicketDocument } from './ticket-document';
