import { describe, expect, it } from 'vitest';
import { parseEventId } from './event-id';
import { createScanGate } from './scan-gate';

describe('event id of a route', () => {
  it('accepts plain positive numbers only', () => {
    expect(parseEventId('42')).toBe(42);
    expect(parseEventId('0')).toBeNull();
    expect(parseEventId('-1')).toBeNull();
    expect(parseEventId('1e3')).toBeNull();
    expect(parseEventId('9999999999')).toBeNull();
    expect(parseEventId(undefined)).toBeNull();
  });
});

describe('scan gate', () => {
  it('lets a code through once while it stays in front of the camera', () => {
    const gate = createScanGate(2500);
    expect(gate.accept('A', 0)).toBe(true);
    expect(gate.accept('A', 200)).toBe(false);
    expect(gate.accept('A', 2000)).toBe(false);
    // Still held up: each sighting extends the quiet time.
    expect(gate.accept('A', 4000)).toBe(false);
    expect(gate.accept('A', 7000)).toBe(true);
  });

  it('lets another code through at once', () => {
    const gate = createScanGate(2500);
    expect(gate.accept('A', 0)).toBe(true);
    expect(gate.accept('B', 100)).toBe(true);
    expect(gate.accept('A', 200)).toBe(true);
  });
});
