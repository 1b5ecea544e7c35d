import { describe, expect, it } from 'vitest';
import { toPdfText } from './pdf-text';

describe('text for the PDF built-in font', () => {
  it('keeps Latin-1 and Windows-1252 text as it is', () => {
    expect(toPdfText('Café Müller – “Nuit” € 25')).toBe('Café Müller – “Nuit” € 25');
  });

  it('folds narrow spaces and line breaks, and strips accents it cannot draw', () => {
    expect(toPdfText('7:30\u202fPM\nŁódź  Dąbrowa')).toBe('7:30 PM ?ódz Dabrowa');
  });

  it('replaces what no built-in font has with a question mark', () => {
    expect(toPdfText('Jazz 🎷 夜')).toBe('Jazz ? ?');
  });
});
