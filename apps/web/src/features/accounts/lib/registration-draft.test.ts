import { describe, expect, it } from 'vitest';
import { asStored } from '../../../lib/stored';
import { checkStepOne, checkStepTwo, hasStepOne, readRegistrationDraft } from './registration-draft';

/** Read back from whatever storage held. */
const read = (raw: unknown) => readRegistrationDraft(asStored(raw));

const stepOne = {
  first_name: 'Amina',
  last_name: 'Njeri',
  msisdn: '+254 712 345 678',
  email_address: 'amina@example.com',
};
const stepTwo = {
  organization_name: 'Nairobi Jazz Collective Ltd',
  display_name: 'Nairobi Jazz',
  organization_email_address: 'hello@nairobijazz.example',
  organization_msisdn: '+254 733 000 111',
};

describe('readRegistrationDraft', () => {
  it('gives an empty draft for nothing or garbage', () => {
    for (const raw of [null, undefined, 'text', 3, []]) {
      expect(read(raw).first_name).toBe('');
    }
  });

  it('keeps string fields and empties mistyped ones', () => {
    const draft = read({ ...stepOne, last_name: 42, extra: 'x' });
    expect(draft.first_name).toBe('Amina');
    expect(draft.last_name).toBe('');
    expect(draft.organization_name).toBe('');
    expect(draft).not.toHaveProperty('extra');
  });
});

describe('hasStepOne', () => {
  it('needs all four step 1 values', () => {
    expect(hasStepOne(read(stepOne))).toBe(true);
    expect(hasStepOne(read({ ...stepOne, msisdn: ' ' }))).toBe(false);
  });
});

describe('checkStepOne', () => {
  it('asks for every field, then checks email and phone like the server', () => {
    expect(checkStepOne(read({ ...stepOne, first_name: '' }))).toEqual({
      isValid: false,
      message: 'All fields are required',
    });
    expect(checkStepOne(read({ ...stepOne, email_address: 'amina' }))).toEqual({
      isValid: false,
      message: 'Enter a valid email address',
    });
    expect(checkStepOne(read(stepOne))).toEqual({ isValid: true, data: stepOne });
  });
});

describe('checkStepTwo', () => {
  const full = read({ ...stepOne, ...stepTwo });

  it('asks for every field before the terms', () => {
    expect(checkStepTwo({ ...full, display_name: '' }, false)).toEqual({
      isValid: false,
      message: 'All fields are required',
    });
  });

  it('needs the terms accepted', () => {
    expect(checkStepTwo(full, false)).toEqual({
      isValid: false,
      message: 'Accept terms of service to proceed',
    });
  });

  it('returns the whole registration form once valid', () => {
    expect(checkStepTwo(full, true)).toEqual({ isValid: true, data: { ...stepOne, ...stepTwo } });
    expect(checkStepTwo({ ...full, organization_msisdn: 'call me' }, true)).toEqual({
      isValid: false,
      message: 'Enter a valid phone number',
    });
  });
});
