import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify (spec 2.1)', () => {
  it.each([
    ['Nairobi Jazz Night', 'nairobi-jazz-night'],
    ['  Padded Title  ', 'padded-title'],
    ['Tabs\tand\nnew lines', 'tabs-and-new-lines'],
    ['Rock & Roll: Live!', 'rock-roll-live'],
    ['Many   spaces --- and hyphens', 'many-spaces-and-hyphens'],
    ['-Leading and trailing-', 'leading-and-trailing'],
    ['UPPER_case_kept_underscores', 'upper_case_kept_underscores'],
    ['2026 Tech Summit (Day 2)', '2026-tech-summit-day-2'],
    ['<script>alert(1)</script>', 'scriptalert1script'],
    ['Café Olé', 'caf-ol'],
    ['!!!', ''],
  ])('turns %j into %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});
