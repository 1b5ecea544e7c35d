import { describe, expect, it } from 'vitest';
import { descriptionParagraphs, eventPath, mapSearchUrl, parseEventId } from './event-path';

describe('eventPath', () => {
  it("uses the server's slug, or builds one from the title", () => {
    expect(eventPath({ id: 3, title: 'Ignored', slug: 'jazz-night' })).toBe('/details/3/jazz-night');
    expect(eventPath({ id: 4, title: '  Nairobi Tech Week 2026! ' })).toBe(
      '/details/4/nairobi-tech-week-2026',
    );
  });

  it('leaves the slug out when the title has no word characters', () => {
    expect(eventPath({ id: 5, title: '!!!' })).toBe('/details/5');
  });
});

describe('parseEventId', () => {
  it('accepts positive whole numbers only', () => {
    expect(parseEventId('12')).toBe(12);
    for (const raw of [undefined, '', '0', 'abc', '12abc', '-1', '1.5', '9999999999']) {
      expect(parseEventId(raw)).toBeNull();
    }
  });
});

describe('descriptionParagraphs', () => {
  it('splits on blank lines and keeps text as typed', () => {
    expect(
      descriptionParagraphs('First line\nsame para\n\n\n  Second <script>x</script>\r\n\r\nThird'),
    ).toEqual(['First line\nsame para', 'Second <script>x</script>', 'Third']);
    expect(descriptionParagraphs('  \n\n ')).toEqual([]);
  });
});

describe('mapSearchUrl', () => {
  it('encodes the location into a maps search', () => {
    expect(mapSearchUrl('KICC, Nairobi & Co')).toBe(
      'https://www.google.com/maps/search/?api=1&query=KICC%2C%20Nairobi%20%26%20Co',
    );
  });
});
