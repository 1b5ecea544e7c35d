import {
  formatMoney as formatMoneyIn,
  formatMoneyWithCode as formatMoneyWithCodeIn,
} from '@tiketi/contract/money';
import { formattingLanguage } from './i18n/active-language';

/** The contract's money display in the app's active language (ADR-029): 'KES 1,500', 'KSh 1,500'. */
export function formatMoney(amount: number, currency: string): string {
  return formatMoneyIn(amount, currency, formattingLanguage());
}

/** 'USD 60.27' in the active language: the code and the amount, as 'Total to pay:' reads. */
export function formatMoneyWithCode(amount: number, currency: string): string {
  return formatMoneyWithCodeIn(amount, currency, formattingLanguage());
}
