import { describe, expect, it } from 'vitest';
import { toPdfText } from './pdf-text';

/** A font with Latin-1, Latin Extended-A, Greek, Cyrillic and punctuation, but no combining accents. */
const someScripts = (codePoint: number) =>
  (codePoint >= 0x20 && codePoint <= 0x7e) ||
  (codePoint >= 0xa0 && codePoint <= 0x17f) ||
  (codePoint >= 0x370 && codePoint <= 0x4ff) ||
  (codePoint >= 0x2010 && codePoint <= 0x20ac);

describe('text for an embedded PDF font', () => {
  it('keeps every character the font draws', () => {
    expect(toPdfText('Αλέξανδρος · Дмитрий · Łukasz Żółć – “Nuit” € 25', someScripts)).toBe(
      'Αλέξανδρος · Дмитрий · Łukasz Żółć – “Nuit” € 25',
    );
  });

  it('composes decomposed accents the font has as one letter', () => {
    expect(toPdfText('Łódz\u0301', someScripts)).toBe('Łódź');
  });

  it('folds line breaks and narrow spaces, compatibility forms and accents it cannot draw', () => {
    expect(toPdfText('7:30\u202fPM\n\ufb01ne  Ｊazz Nguyễn', someScripts)).toBe('7:30 PM fine Jazz Nguyen');
  });

  it('replaces each character it cannot draw, accents and emoji sequences included, with one question mark', () => {
    expect(toPdfText('Jazz 🎷 夜 👩🏽‍🎤 🇰🇪', someScripts)).toBe('Jazz ? ? ? ?');
  });

  it('replaces right-to-left scripts, whose words pdfkit would print in reverse order', () => {
    expect(toPdfText('حفل موسيقي', () => true)).toBe('??? ??????');
    expect(toPdfText('שלום', () => true)).toBe('????');
  });
});
