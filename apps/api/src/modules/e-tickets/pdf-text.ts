/** Characters of Windows-1252 above Latin-1's range: the rest of what PDF's built-in fonts draw. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const isDrawable = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
};

/**
 * Text for the PDF's built-in Helvetica, which knows only Windows-1252: compatibility forms are
 * folded (narrow spaces, ligatures), accents are dropped where the letter itself is missing, line
 * breaks become spaces, and anything else becomes '?' rather than a wrong glyph.
 */
export function toPdfText(text: string): string {
  let out = '';
  for (const char of text.normalize('NFKC').replace(/\s+/g, ' ')) {
    if (isDrawable(char)) {
      out += char;
      continue;
    }
    const base = char.normalize('NFD').replace(/\p{Mn}/gu, '');
    out += base && [...base].every(isDrawable) ? base : '?';
  }
  return out.trim();
}
