// The questions module's front door (issue 16): an event's checkout questions and holder settings
// for its organizer (what a booking is asked is read through the checkout-rules module).
export { registerQuestionRoutes } from './routes';
