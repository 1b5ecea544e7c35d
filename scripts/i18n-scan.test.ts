import { describe, expect, it } from 'vitest';
import { compareCatalogs, findHardCodedStrings, usedKeys } from './i18n-scan.mjs';

describe('the i18n check (issue 19)', () => {
  it('finds JSX text, visible props, texts in children expressions and label properties', () => {
    const source = `
      const LINKS = [{ to: '/a', label: 'About Us' }];
      export function A({ open }) {
        return (
          <nav aria-label="Main" className="flex gap-2">
            <h2>Quick links</h2>
            <span>{open ? 'Close menu' : 'Open menu'}</span>
            <input placeholder={'Search'} type="text" />
          </nav>
        );
      }`;
    expect(findHardCodedStrings(source).map((finding) => finding.text)).toEqual([
      "label: 'About Us'",
      'aria-label="Main"',
      'Quick links',
      "'Close menu'",
      "'Open menu'",
      "'Search'",
    ]);
  });

  it('leaves translated text, class names, keys, symbols and marked lines alone', () => {
    const source = `
      export function A({ t, n }) {
        return (
          <p className="text-sm" aria-label={t('nav.main')}>
            {t('footer.copyright', { year: 2026 })} · {n === 'paid' ? '✓' : '—'}
            {/* i18n-ignore: the brand */}
            Tiketi
          </p>
        );
      }`;
    expect(findHardCodedStrings(source)).toEqual([]);
  });

  it('lists the t() ids a file uses', () => {
    expect(usedKeys("t('nav.main'); i18n.t('error.title'); other('x');").map((use) => use.key)).toEqual([
      'nav.main',
      'error.title',
    ]);
  });

  it('compares a translation with English: missing, extra, empty and other placeholders', () => {
    const english = { a: 'Hello {name}', b: 'Bye', c: '{count, plural, one {# ticket} other {# tickets}}' };
    expect(compareCatalogs(english, { a: 'Habari {name}', b: 'Kwaheri', c: 'Tiketi {count}' })).toEqual([]);
    expect(compareCatalogs(english, { a: 'Habari {jina}', c: ' ', d: 'x' })).toEqual([
      'a takes {jina}, English takes {name}',
      'missing key b',
      'empty text for c',
      'extra key d (not in English)',
    ]);
  });
});
