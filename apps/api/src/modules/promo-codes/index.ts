// The promo codes module's front door (issue 15): an event's codes for its organizer, and the
// public lookup a buyer applies a code with.
export { registerPromoCodeRoutes } from './routes';
