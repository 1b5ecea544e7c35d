import { afterEach, describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDayNumber,
  formatLongDate,
  formatMonthShort,
  formatShortDateTime,
  formatWeekdayTime,
} from './dates';
import { setFormattingLanguage } from './i18n/active-language';

// Saturday 14 March 2026, 19:30 in Nairobi (EAT, UTC+3).
const EVENING = '2026-03-14T16:30:00Z';
const NAIROBI = { timeZone: 'Africa/Nairobi', zoneName: true };

describe('dates in the chosen language (issue 19)', () => {
  afterEach(() => setFormattingLanguage('en'));

  it('keeps the English shapes word for word', () => {
    expect(formatLongDate(EVENING, NAIROBI)).toBe('Saturday, 14 March 2026');
    expect(formatWeekdayTime(EVENING, NAIROBI)).toBe('Saturday 7:30pm EAT');
    expect(formatShortDateTime(EVENING, NAIROBI)).toBe('Sat, 14 Mar 2026 · 7:30pm EAT');
    expect(formatClock(EVENING, NAIROBI)).toBe('7:30pm EAT');
  });

  it('writes Kiswahili dates with Swahili names and a 24-hour clock, the zone kept', () => {
    setFormattingLanguage('sw');
    expect(formatLongDate(EVENING, NAIROBI)).toBe('Jumamosi, 14 Machi 2026');
    expect(formatWeekdayTime(EVENING, NAIROBI)).toBe('Jumamosi 19:30 EAT');
    expect(formatClock(EVENING, NAIROBI)).toBe('19:30 EAT');
    expect(formatShortDateTime(EVENING, NAIROBI)).toBe('Jumamosi, 14 Mac 2026 · 19:30 EAT');
    expect(formatDayNumber(EVENING, NAIROBI)).toBe('14');
    expect(formatMonthShort(EVENING, NAIROBI)).toBe('Mac');
  });

  it('writes French dates in French order', () => {
    setFormattingLanguage('fr');
    expect(formatLongDate(EVENING, NAIROBI)).toBe('samedi 14 mars 2026');
    expect(formatWeekdayTime(EVENING, NAIROBI)).toBe('samedi 19:30 EAT');
    expect(formatClock(EVENING, NAIROBI)).toBe('19:30 EAT');
    expect(formatShortDateTime(EVENING, NAIROBI)).toBe('sam. 14 mars 2026 · 19:30 EAT');
    expect(formatMonthShort(EVENING, NAIROBI)).toBe('mars');
  });
});
