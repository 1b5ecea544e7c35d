import { fitsPriceDecimals, priceDecimalsOf } from '@tiketi/contract/money';
import type { DiscountType } from '@tiketi/contract/pricing';
import { type PromoCode, type PromoCodeInput, promoCodeInput } from '@tiketi/contract/promo-codes';
import { toDateTimeLocal, toIsoInstant } from '@/lib/date-time-local';
import { type Checked, firstIssue } from '@/lib/fees-and-taxes';

/** The code form as typed: numbers and times stay text (times as `datetime-local`, the browser's clock). */
export interface PromoCodeValues {
  code: string;
  discount_type: DiscountType;
  discount_value: string;
  ticket_type_ids: number[];
  max_uses: string;
  valid_from: string;
  valid_to: string;
  unlocks_hidden: boolean;
  active: boolean;
}

export const NEW_CODE: PromoCodeValues = {
  code: '',
  discount_type: 'percentage',
  discount_value: '',
  ticket_type_ids: [],
  max_uses: '',
  valid_from: '',
  valid_to: '',
  unlocks_hidden: false,
  active: true,
};

/** A saved code in the edit form. */
export function valuesOfCode(code: PromoCode): PromoCodeValues {
  return {
    code: code.code,
    discount_type: code.discount_type,
    discount_value: code.discount_type === 'none' ? '' : String(code.discount_value),
    ticket_type_ids: [...code.ticket_type_ids],
    max_uses: code.max_uses === null ? '' : String(code.max_uses),
    valid_from: code.valid_from ? toDateTimeLocal(code.valid_from) : '',
    valid_to: code.valid_to ? toDateTimeLocal(code.valid_to) : '',
    unlocks_hidden: code.unlocks_hidden,
    active: code.active,
  };
}

/** A saved code as the update call takes it, e.g. to switch it on or off and change nothing else. */
export function inputOfCode(code: PromoCode): PromoCodeInput {
  return {
    code: code.code,
    discount_type: code.discount_type,
    discount_value: code.discount_value,
    ticket_type_ids: [...code.ticket_type_ids],
    max_uses: code.max_uses,
    valid_from: code.valid_from,
    valid_to: code.valid_to,
    unlocks_hidden: code.unlocks_hidden,
    active: code.active,
  };
}

/** A fixed discount is an amount a price could be: whole shillings for KES (M-Pesa takes no cents). */
function fixedDiscountProblem(currency: string): string {
  if (currency === 'KES') return 'A KES discount must be whole shillings';
  const decimals = priceDecimalsOf(currency);
  return decimals === 0
    ? `A ${currency} discount must be a whole number`
    : `A ${currency} discount can have at most ${decimals} decimals`;
}

const numberOr = (text: string, empty: number | null) => (text.trim() === '' ? empty : Number(text.trim()));

/**
 * The form as `POST`/`PUT v1/event/{id}/promo-codes` takes it, checked by the contract's own
 * promoCodeInput (the server checks again) and, for a fixed amount, by the event's currency.
 */
export function checkPromoCode(values: PromoCodeValues, currency: string): Checked<PromoCodeInput> {
  for (const [text, label] of [
    [values.valid_from, 'Valid from'],
    [values.valid_to, 'Valid to'],
  ] as const) {
    if (text.trim() !== '' && toIsoInstant(text) === '')
      return { isValid: false, message: `Enter a valid ${label.toLowerCase()} date and time` };
  }
  const parsed = promoCodeInput.safeParse({
    code: values.code,
    discount_type: values.discount_type,
    discount_value: values.discount_type === 'none' ? 0 : numberOr(values.discount_value, 0),
    ticket_type_ids: values.ticket_type_ids,
    max_uses: numberOr(values.max_uses, null),
    valid_from: values.valid_from.trim() === '' ? null : toIsoInstant(values.valid_from),
    valid_to: values.valid_to.trim() === '' ? null : toIsoInstant(values.valid_to),
    unlocks_hidden: values.unlocks_hidden,
    active: values.active,
  });
  if (!parsed.success) return { isValid: false, message: firstIssue(parsed.error) };
  if (parsed.data.discount_type === 'fixed' && !fitsPriceDecimals(parsed.data.discount_value, currency)) {
    return { isValid: false, message: fixedDiscountProblem(currency) };
  }
  return { isValid: true, data: parsed.data };
}
