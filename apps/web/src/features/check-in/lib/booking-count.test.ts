import { describe, expect, it } from 'vitest';
import { bookingCountLine } from './booking-count';

describe('bookingCountLine', () => {
  it('counts free bookings apart from paid ones', () => {
    expect(bookingCountLine(3, 0)).toBe('3 paid bookings');
    expect(bookingCountLine(1, 0)).toBe('1 paid booking');
    expect(bookingCountLine(2, 2)).toBe('2 free bookings');
    expect(bookingCountLine(5, 2)).toBe('5 bookings: 3 paid, 2 free');
  });
});
