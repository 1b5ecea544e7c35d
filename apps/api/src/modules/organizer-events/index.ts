// The organizer events module's front door.
export { registerOrganizerEventRoutes } from './routes';
