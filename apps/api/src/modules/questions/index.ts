// The questions module's front door (issue 16): an event's checkout questions and holder settings
// for its organizer, and what a booking of the event is asked (read through the micro-cache).
export { asksAnything, checkoutRulesKey, checkoutRulesOf, publicCheckoutOf } from './checkout-rules';
export { registerQuestionRoutes } from './routes';
