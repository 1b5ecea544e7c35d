// What a booking of an event is asked (issue 16, ADR-021): its questions and holder settings, read
// through the public micro-cache. A module of its own so that events, bookings and questions all
// read it without depending on one another.
export { asksAnything, checkoutRulesKey, checkoutRulesOf, publicCheckoutOf } from './checkout-rules';
export { questionColumns } from './queries';
export { toQuestion } from './to-question';
