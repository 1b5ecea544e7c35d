import { isLuhnValid } from '@tiketi/contract/card-number';

/**
 * The test card form's input handling: what people type is cleaned and grouped as they type, and
 * checked before it is sent, in the order and with the words Stripe.js uses, so a typo never spends
 * one of the payment's limited confirmation attempts.
 */

/** The longest card numbers have 19 digits. */
const MAX_CARD_DIGITS = 19;
const MIN_CARD_DIGITS = 13;
/** Stripe.js refuses expiry years this far ahead; so does the simulator. */
const MAX_YEARS_AHEAD = 50;

/** Only the digits of a card number, at most 19. */
export function cardDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);
}

/** '4242424242424242' reads '4242 4242 4242 4242': groups of four, as printed on cards. */
export function formatCardNumber(value: string): string {
  return cardDigits(value).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The expiry as typed, shown 'MM / YY'. A first digit above 1 can only be a month of one digit, so
 * '4' becomes '04'. The separator appears once the year starts, so deleting back over it just works.
 */
export function formatExpiry(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** Month and four-digit year of a complete 'MM / YY'; null while incomplete. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 4) return null;
  return { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2)) };
}

/** Three or four digits. */
export function formatCvc(value: string): string {
  return value.replace(/\D/g, '').slice(0, 4);
}

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardFields;

export interface CardProblem {
  field: CardField;
  message: string;
}

/** What is wrong with the card as typed (the first problem, field by field), or null. */
export function checkCard(card: CardFields, now = new Date()): CardProblem | null {
  const digits = cardDigits(card.number);
  if (digits.length < MIN_CARD_DIGITS) return { field: 'number', message: 'Your card number is incomplete.' };
  if (!isLuhnValid(digits)) return { field: 'number', message: 'Your card number is invalid.' };

  const expiry = parseExpiry(card.expiry);
  if (!expiry) return { field: 'expiry', message: "Your card's expiration date is incomplete." };
  if (expiry.month < 1 || expiry.month > 12) {
    return { field: 'expiry', message: "Your card's expiration month is invalid." };
  }
  const thisYear = now.getFullYear();
  if (expiry.year < thisYear || (expiry.year === thisYear && expiry.month < now.getMonth() + 1)) {
    return { field: 'expiry', message: "Your card's expiration date is in the past." };
  }
  if (expiry.year > thisYear + MAX_YEARS_AHEAD) {
    return { field: 'expiry', message: "Your card's expiration year is invalid." };
  }

  if (formatCvc(card.cvc).length < 3) {
    return { field: 'cvc', message: "Your card's security code is incomplete." };
  }
  return null;
}
