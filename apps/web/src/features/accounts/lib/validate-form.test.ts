import { loginInput } from '@tiketi/contract/accounts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasEmptyField, validateForm } from './validate-form';

describe('hasEmptyField', () => {
  it('finds empty and blank values', () => {
    expect(hasEmptyField({ a: 'x', b: '' })).toBe(true);
    expect(hasEmptyField({ a: 'x', b: '   ' })).toBe(true);
    expect(hasEmptyField({ a: 'x', b: 'y' })).toBe(false);
  });
});

describe('validateForm', () => {
  it('says all fields are required before any format message', () => {
    const schema = z.object({ email: z.email({ error: 'Enter a valid email address' }), name: z.string() });
    expect(validateForm(schema, { email: 'nope', name: '' })).toEqual({
      isValid: false,
      message: 'All fields are required',
    });
    expect(validateForm(schema, { email: 'nope', name: 'A' })).toEqual({
      isValid: false,
      message: 'Enter a valid email address',
    });
  });

  it('returns the parsed values of a valid form', () => {
    expect(validateForm(loginInput, { username: ' host@example.com ', password: 'pw' })).toEqual({
      isValid: true,
      data: { username: 'host@example.com', password: 'pw' },
    });
  });
});
