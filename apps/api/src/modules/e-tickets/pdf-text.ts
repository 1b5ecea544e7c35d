/**
 * Scripts written right to left. pdfkit lays text out word by word from the left, without the
 * Unicode bidirectional algorithm, so a name in them would print with its words reversed: a wrong
 * name rather than a visibly missing one.
 */
const RIGHT_TO_LEFT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}\p{Script=Hanifi_Rohingya}]/u;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Text for a PDF font that has a glyph for `hasGlyph`'s code points. Line breaks become spaces.
 * A character the font lacks (with its accents: one user-perceived character at a time) is
 * folded to its compatibility form (ligatures, full-width letters) or, failing that, stripped
 * of its accents; anything else becomes one '?' rather than an empty box or a wrong glyph.
 */
export function toPdfText(text: string, hasGlyph: (codePoint: number) => boolean): string {
  const drawable = (chars: string) =>
    chars !== '' &&
    [...chars].every((char) => !RIGHT_TO_LEFT.test(char) && hasGlyph(char.codePointAt(0) ?? 0));
  let out = '';
  for (const { segment } of graphemes.segment(text.normalize('NFC').replace(/\s+/g, ' '))) {
    const folded = segment.normalize('NFKC');
    const bare = folded.normalize('NFD').replace(/\p{Mn}/gu, '');
    out += [segment, folded, bare].find(drawable) ?? '?';
  }
  return out.trim();
}
