import { describe, expect, it } from 'vitest';
import { buildEventFormData, checkBasicInformation, checkEventForm, toEventFields } from './event-form';
import { emptyHeldEvent, type HeldEventForm } from './held-event';

const form: HeldEventForm = {
  ...emptyHeldEvent('create'),
  title: 'Jazz night',
  category_id: '7',
  currency: 'USD',
  time_zone: 'Europe/Lisbon',
  start_time: '2026-03-14T19:30',
  end_time: '2026-03-14T23:00',
  location: 'Alliance Française',
  short_description: 'The short one',
  full_description: 'The long one',
};

describe('toEventFields', () => {
  it("sends the picker times as the event zone's wall clock with the zone, and each description as labelled", () => {
    expect(toEventFields(form)).toEqual({
      title: 'Jazz night',
      category_id: '7',
      currency: 'USD',
      time_zone: 'Europe/Lisbon',
      start_time: '2026-03-14T19:30',
      end_time: '2026-03-14T23:00',
      location: 'Alliance Française',
      short_description: 'The short one',
      full_description: 'The long one',
    });
  });
});

describe('checkBasicInformation', () => {
  it('needs every step 1 field', () => {
    const keys = [
      'title',
      'category_id',
      'currency',
      'time_zone',
      'start_time',
      'end_time',
      'location',
    ] as const;
    for (const key of keys) {
      expect(checkBasicInformation({ ...form, [key]: ' ' })).toEqual({
        isValid: false,
        message: 'All fields are required',
      });
    }
  });

  it('does not need the descriptions', () => {
    expect(checkBasicInformation({ ...form, short_description: '', full_description: '' }).isValid).toBe(
      true,
    );
  });

  it('refuses an end before the start in the server’s words', () => {
    expect(checkBasicInformation({ ...form, end_time: '2026-03-14T19:00' })).toEqual({
      isValid: false,
      message: 'The event must end after it starts',
    });
  });

  it('refuses a time the zone skips, and a zone not on the list', () => {
    // Lisbon's clocks go from 01:00 to 02:00 on 29 March 2026: 01:30 never happens there.
    expect(
      checkBasicInformation({ ...form, start_time: '2026-03-29T01:30', end_time: '2026-03-29T05:00' }),
    ).toEqual({
      isValid: false,
      message:
        '2026-03-29 01:30 does not exist in Europe/Lisbon: the clocks skip that hour. Choose another time.',
    });
    expect(checkBasicInformation({ ...form, time_zone: 'Mars/Olympus' })).toEqual({
      isValid: false,
      message: 'Choose a time zone from the list, such as Africa/Nairobi',
    });
  });

  it('applies the server’s length limits', () => {
    expect(checkBasicInformation({ ...form, title: 'x'.repeat(201) })).toEqual({
      isValid: false,
      message: 'Must be at most 200 characters',
    });
  });
});

describe('checkEventForm', () => {
  it('returns the fields to send once valid', () => {
    const check = checkEventForm(form);
    expect(check.isValid && check.data.title).toBe('Jazz night');
  });

  it('checks the descriptions too', () => {
    expect(checkEventForm({ ...form, short_description: 'x'.repeat(501) })).toEqual({
      isValid: false,
      message: 'Short description must be at most 500 characters',
    });
  });
});

describe('buildEventFormData', () => {
  it('holds every field, and the image only when chosen', () => {
    const values = toEventFields(form);
    const withoutImage = buildEventFormData(values, null);
    expect(withoutImage.get('title')).toBe('Jazz night');
    expect(withoutImage.get('full_description')).toBe('The long one');
    expect(withoutImage.has('file')).toBe(false);
    const withImage = buildEventFormData(values, new Blob(['png'], { type: 'image/png' }));
    expect(withImage.get('file')).toBeInstanceOf(Blob);
  });
});
