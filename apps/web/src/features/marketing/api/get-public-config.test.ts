import { type PublicConfig, publicConfig } from '@tiketi/contract/catalog';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Guarded } from '@/lib/shape';
import { isPublicConfig } from './get-public-config';

describe('public config response check', () => {
  it('describes the contract type', () => {
    expectTypeOf<Guarded<typeof isPublicConfig>>().toEqualTypeOf<PublicConfig>();
  });

  it('accepts and rejects what the contract schema does', () => {
    const samples: unknown[] = [
      { support_email: 'help@example.org' },
      { support_email: 'help@example.org', extra: 1 },
      { support_email: null },
      { support_email: 7 },
      {},
      null,
      [],
    ];
    for (const sample of samples) {
      expect(isPublicConfig(sample), JSON.stringify(sample)).toBe(publicConfig.safeParse(sample).success);
    }
  });
});
