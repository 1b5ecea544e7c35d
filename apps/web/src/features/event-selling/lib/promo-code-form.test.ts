import { describe, expect, it } from 'vitest';
import { aCode } from '../testing/selling-fixtures';
import { appliesToLabel, discountLabel, usesLabel, windowLabel } from './code-facts';
import { checkPromoCode, inputOfCode, NEW_CODE, valuesOfCode } from './promo-code-form';

describe('a code as the list shows it', () => {
  it('names its discount in the event’s currency', () => {
    expect(discountLabel(aCode())).toBe('20%');
    expect(discountLabel(aCode({ discount_type: 'fixed', discount_value: 5 }))).toBe('$5.00 off per ticket');
    expect(discountLabel(aCode({ discount_type: 'fixed', discount_value: 200, currency: 'KES' }))).toMatch(
      /^KES\s200 off per ticket$/,
    );
    expect(discountLabel(aCode({ discount_type: 'none', discount_value: 0 }))).toBe('Access code');
  });

  it('names its tickets, uses and window', () => {
    const types = [
      { id: 1, name: 'General' },
      { id: 2, name: 'VIP' },
    ];
    expect(appliesToLabel({ ticket_type_ids: [] }, types)).toBe('All tickets');
    expect(appliesToLabel({ ticket_type_ids: [2, 1] }, types)).toBe('General, VIP');
    expect(appliesToLabel({ ticket_type_ids: [2, 9] }, types)).toBe('VIP, 1 removed type');
    expect(usesLabel({ uses: 3, max_uses: 10 })).toBe('3 of 10');
    expect(usesLabel({ uses: 3, max_uses: null })).toBe('3');
    expect(windowLabel({ valid_from: null, valid_to: null })).toBe('Any time');
    expect(windowLabel({ valid_from: '2031-03-01T09:00:00.000Z', valid_to: null })).toMatch(/^From .*2031/);
    expect(
      windowLabel({ valid_from: '2031-03-01T09:00:00.000Z', valid_to: '2031-04-01T09:00:00.000Z' }),
    ).toMatch(/ to /);
  });
});

describe('the code form', () => {
  it('refuses what the contract refuses, and a fixed amount in the wrong precision', () => {
    const typed = { ...NEW_CODE, code: 'SAVE', discount_value: '5' };
    expect(checkPromoCode({ ...typed, code: 'no spaces' }, 'USD')).toMatchObject({ isValid: false });
    expect(checkPromoCode({ ...typed, discount_value: '0' }, 'USD')).toEqual({
      isValid: false,
      message: 'Enter a discount above zero, or choose no discount for an access code',
    });
    expect(checkPromoCode({ ...typed, discount_type: 'none' }, 'USD')).toEqual({
      isValid: false,
      message: 'A code with no discount must unlock hidden tickets',
    });
    expect(
      checkPromoCode({ ...typed, valid_from: '2031-04-02T00:00', valid_to: '2031-04-01T00:00' }, 'USD'),
    ).toEqual({ isValid: false, message: 'Valid to must be after valid from' });
    expect(checkPromoCode({ ...typed, valid_to: '2031-13-45T99:00' }, 'USD')).toMatchObject({
      isValid: false,
    });
    expect(checkPromoCode({ ...typed, discount_type: 'fixed', discount_value: '2.5' }, 'KES')).toEqual({
      isValid: false,
      message: 'A KES discount must be whole shillings',
    });
    expect(checkPromoCode({ ...typed, discount_type: 'fixed', discount_value: '2.5' }, 'USD')).toMatchObject({
      isValid: true,
      data: { code: 'SAVE', discount_type: 'fixed', discount_value: 2.5 },
    });
  });

  it('loads a saved code and sends it back unchanged', () => {
    const saved = aCode({ valid_from: '2031-03-01T09:00:00.000Z', ticket_type_ids: [4], max_uses: null });
    const check = checkPromoCode(valuesOfCode(saved), 'USD');
    expect(check).toEqual({ isValid: true, data: inputOfCode(saved) });
  });
});
