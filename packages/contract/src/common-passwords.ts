/// <reference path="./fxa-common-password-list.d.ts" />
import commonPasswords from 'fxa-common-password-list';

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common passwords. Please choose one that is harder to guess.';

/**
 * True for a password on the list of common passwords that Firefox Accounts refuses (the 50,000
 * most common of 8 characters or more, shipped offline in `fxa-common-password-list`; decision
 * 015). Capitals do not make a common password safe, so it is looked up in lower case too.
 */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.test(password) || commonPasswords.test(password.toLowerCase());
}
