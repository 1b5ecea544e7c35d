import { describe, expect, it } from 'vitest';
import { buildUserName } from './user-name';

describe('buildUserName', () => {
  it('joins first and last name with one space', () => {
    expect(buildUserName('Amina', 'Njeri')).toBe('Amina Njeri');
  });

  it('leaves no stray spaces when a part is missing or padded', () => {
    expect(buildUserName(' Amina ', '')).toBe('Amina');
    expect(buildUserName('', 'Njeri')).toBe('Njeri');
    expect(buildUserName('', ' ')).toBe('');
  });
});
