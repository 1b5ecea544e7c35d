import { describe, expect, it } from 'vitest';
import { readNotice } from './notice';

describe('readNotice', () => {
  it('reads a success or error notice', () => {
    expect(readNotice({ notice: { type: 'success', text: 'Code sent' } })).toEqual({
      type: 'success',
      text: 'Code sent',
    });
    expect(readNotice({ notice: { type: 'error', text: 'Too many' }, from: '/x' })).toEqual({
      type: 'error',
      text: 'Too many',
    });
  });

  it('ignores anything else', () => {
    for (const state of [
      null,
      undefined,
      'notice',
      { from: '/organizer/dashboard' },
      { notice: null },
      { notice: { type: 'primary', text: 'x' } },
      { notice: { type: 'success', text: '  ' } },
      { notice: { type: 'success', text: 3 } },
    ]) {
      expect(readNotice(state)).toBeNull();
    }
  });
});
