import { instantToLocalTime } from '@tiketi/contract/time-zones';
import { describe, expect, it } from 'vitest';
import { buildDemoData } from './demo-data';

const NOW = new Date('2026-03-11T09:30:00Z'); // a Wednesday morning

// Issue 16: each demo event in its venue's zone, at its slot's time on the venue's clock.
describe('buildDemoData', () => {
  const { events } = buildDemoData(NOW);
  const find = (title: string) => {
    const event = events.find((plan) => plan.title === title);
    if (!event) throw new Error(`no demo event ${title}`);
    return event;
  };
  const localStart = (title: string) => {
    const event = find(title);
    return instantToLocalTime(event.startTime, event.timeZone).slice(11);
  };

  it("gives each event its venue's zone", () => {
    expect(find('Sunset Jazz on the Terrace').timeZone).toBe('Africa/Nairobi');
    expect(find('Lagos Startup Pitch Night').timeZone).toBe('Africa/Lagos');
    expect(find('Table Mountain Sunrise Trail Run').timeZone).toBe('Africa/Johannesburg');
    expect(find('Fado Night in Alfama').timeZone).toBe('Europe/Lisbon');
    expect(find('Short Film Night: New Voices').timeZone).toBe('Europe/London');
  });

  it("starts each at its slot's local time, evenings in the evening", () => {
    expect(localStart('Sunset Jazz on the Terrace')).toBe('19:00');
    expect(instantToLocalTime(find('Sunset Jazz on the Terrace').endTime, 'Africa/Nairobi').slice(11)).toBe(
      '22:00',
    );
    expect(localStart('Lagos Startup Pitch Night')).toBe('17:30');
    expect(localStart('Short Film Night: New Voices')).toBe('19:00');
    // Next month's Fado night falls after Lisbon moves to summer time: still 19:30 there.
    expect(localStart('Fado Night in Alfama')).toBe('19:30');
    expect(find('Fado Night in Alfama').startTime.toISOString()).toBe('2026-04-10T18:30:00.000Z');
  });
});
