import { describe, expect, it } from 'vitest';
import { readProviderReturn } from './provider-return';

describe('readProviderReturn', () => {
  it('finds code and state, with iss when the provider sends it', () => {
    expect(readProviderReturn('?code=abc&state=xyz&iss=https%3A%2F%2Fissuer.example')).toEqual({
      kind: 'code',
      code: 'abc',
      state: 'xyz',
      iss: 'https://issuer.example',
    });
    expect(readProviderReturn('?state=xyz&code=abc')).toEqual({ kind: 'code', code: 'abc', state: 'xyz' });
  });

  it('reports a provider error', () => {
    expect(readProviderReturn('?error=access_denied&error_description=cancelled&state=x')).toEqual({
      kind: 'error',
      error: 'access_denied',
      description: 'cancelled',
    });
  });

  it('is nothing without both code and state', () => {
    expect(readProviderReturn('')).toEqual({ kind: 'none' });
    expect(readProviderReturn('?code=abc')).toEqual({ kind: 'none' });
    expect(readProviderReturn('?state=xyz')).toEqual({ kind: 'none' });
  });
});
