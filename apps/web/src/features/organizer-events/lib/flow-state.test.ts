import { describe, expect, it } from 'vitest';
import { readFlowState } from './flow-state';

const nothing = { notice: null, createdEventId: null, isFirstEvent: false };

describe('readFlowState', () => {
  it('reads a notice, the event just created and the first-event flag', () => {
    expect(
      readFlowState({
        notice: { type: 'success', text: 'Tickets created' },
        createdEventId: 4,
        isFirstEvent: true,
      }),
    ).toEqual({
      notice: { type: 'success', text: 'Tickets created' },
      createdEventId: 4,
      isFirstEvent: true,
    });
  });

  it('ignores anything malformed', () => {
    for (const state of [
      null,
      undefined,
      'x',
      { notice: { type: 'primary', text: 'x' } },
      { createdEventId: -1 },
    ]) {
      expect(readFlowState(state)).toEqual(nothing);
    }
    expect(readFlowState({ notice: { type: 'error', text: ' ' }, createdEventId: '4' })).toEqual(nothing);
  });
});
