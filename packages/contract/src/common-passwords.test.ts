import { describe, expect, it } from 'vitest';
import { passwordResetInput } from './accounts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';

describe('common passwords', () => {
  it('knows the most common passwords, in any case', () => {
    for (const password of ['password', 'password1', '12345678', 'qwertyuiop', 'iloveyou', 'Password1']) {
      expect(isCommonPassword(password)).toBe(true);
    }
  });

  it('lets an uncommon password through', () => {
    expect(isCommonPassword('a long enough secret')).toBe(false);
    expect(isCommonPassword('Nyama choma at Kilimani 7')).toBe(false);
  });

  it('is refused with a clear message wherever a password is set', () => {
    const parsed = passwordResetInput.safeParse({
      code: '123456',
      username: 'a@example.com',
      password: 'iloveyou',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(COMMON_PASSWORD_MESSAGE);
  });
});
