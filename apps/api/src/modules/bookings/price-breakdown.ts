/**
 * An order's price lines beyond its seats (issue 15), as every screen, the PDF and the mail show
 * them: from the booking's own columns, priced once at booking, never recomputed. The rule lives in
 * the contract, so the e-tickets module (which this module uses for its mail) reads it the same way
 * without an import cycle; this module's front door keeps offering it.
 */
export {
  bookingBreakdown,
  breakdownOf,
  type StoredPrice,
  type StoredTax,
} from '@tiketi/contract/price-lines';
