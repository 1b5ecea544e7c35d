import { type PasswordResetInput, passwordResetInput } from '@tiketi/contract/accounts';
import { MESSAGES } from '@tiketi/contract/messages';
import { type FormCheck, hasEmptyField, validateForm } from './validate-form';

export interface VerificationForm {
  code: string;
  password: string;
  confirm_password: string;
}

/**
 * Spec 5: username, code and password are required and the confirmation must match; then the
 * server's rules (a 6-digit code, 8 to 128 characters). Spaces in a pasted code are ignored.
 */
export function checkVerificationForm(
  form: VerificationForm,
  username: string,
): FormCheck<PasswordResetInput> {
  if (hasEmptyField({ ...form, username })) return { isValid: false, message: MESSAGES.allFieldsRequired };
  if (form.password !== form.confirm_password) return { isValid: false, message: MESSAGES.passwordMismatch };
  return validateForm(passwordResetInput, {
    code: form.code.replace(/\s+/g, ''),
    username,
    password: form.password,
  });
}
