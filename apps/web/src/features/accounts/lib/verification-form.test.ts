import { COMMON_PASSWORD_MESSAGE } from '@tiketi/contract/common-passwords';
import { describe, expect, it } from 'vitest';
import { checkVerificationForm } from './verification-form';

const form = { code: '123456', password: 'correct horse', confirm_password: 'correct horse' };

describe('checkVerificationForm', () => {
  it('needs every field and a held username', () => {
    expect(checkVerificationForm({ ...form, code: '' }, 'a@b.co')).toEqual({
      isValid: false,
      message: 'All fields are required',
    });
    expect(checkVerificationForm(form, '')).toEqual({ isValid: false, message: 'All fields are required' });
  });

  it('says when the passwords differ', () => {
    expect(checkVerificationForm({ ...form, confirm_password: 'correct horsE' }, 'a@b.co')).toEqual({
      isValid: false,
      message: 'Password do not match',
    });
  });

  it('applies the server rules for the code and the password', () => {
    expect(checkVerificationForm({ ...form, code: '12345' }, 'a@b.co')).toEqual({
      isValid: false,
      message: 'The verification code has 6 digits',
    });
    expect(
      checkVerificationForm({ ...form, password: 'short', confirm_password: 'short' }, 'a@b.co'),
    ).toEqual({ isValid: false, message: 'Password must be at least 8 characters' });
  });

  it('refuses one of the most common passwords before asking the server', () => {
    expect(
      checkVerificationForm({ ...form, password: 'Password1', confirm_password: 'Password1' }, 'a@b.co'),
    ).toEqual({ isValid: false, message: COMMON_PASSWORD_MESSAGE });
  });

  it('builds the reset call, ignoring spaces in a pasted code', () => {
    expect(checkVerificationForm({ ...form, code: '123 456' }, 'a@b.co')).toEqual({
      isValid: true,
      data: { code: '123456', username: 'a@b.co', password: 'correct horse' },
    });
  });
});
