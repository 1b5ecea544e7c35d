import { type Category, category, type Organizer, organizer } from '@tiketi/contract/catalog';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Guarded } from '../shape';
import { isCategory, isOrganizer } from './catalog-schemas';

describe('catalog response checks', () => {
  it('describe the contract types', () => {
    expectTypeOf<Guarded<typeof isCategory>>().toEqualTypeOf<Category>();
    expectTypeOf<Guarded<typeof isOrganizer>>().toEqualTypeOf<Organizer>();
  });

  it('accept and reject what the contract schemas do', () => {
    const samples: unknown[] = [
      { id: 1, name: 'Music', display_name: 'Blue Notes' },
      { id: 1, name: 'Music', display_name: 'Blue Notes', slug: 'blue-notes' },
      { id: 1, name: 'Music', display_name: 'Blue Notes', slug: 'blue-notes', extra: true },
      { id: 1, name: 'Music', display_name: 'Blue Notes', slug: null },
      { id: 1.5, name: 'Music', display_name: 'x' },
      { id: '1', name: 'Music', display_name: 'x' },
      { id: 2, name: null, display_name: 7 },
      { id: 2 },
      null,
      [],
    ];
    for (const sample of samples) {
      expect(isCategory(sample), JSON.stringify(sample)).toBe(category.safeParse(sample).success);
      expect(isOrganizer(sample), JSON.stringify(sample)).toBe(organizer.safeParse(sample).success);
    }
  });
});
