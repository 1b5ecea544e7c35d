/**
 * The Luhn check digit test every card number passes: the web app's test card form checks it
 * before sending (a typo must not spend a confirmation attempt), the API's simulator before judging.
 */
export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
