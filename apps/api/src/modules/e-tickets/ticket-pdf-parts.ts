import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { toPdfText } from './pdf-text';
import { qrModules } from './render-qr';

// The drawing pieces of the e-ticket PDF: page box, colours, embedded fonts, labels and the QR code.
export const BRAND = '#4338ca';
export const INK = '#111827';
export const MUTED = '#4b5563';
export const LINE = '#d1d5db';

/**
 * A4 is 595 x 842 pt and US Letter 612 x 792 pt. Everything is drawn inside both (x 40..555,
 * y 40..752), so the page prints whole on either paper at actual size or fit to page.
 */
export const LEFT = 40;
export const RIGHT = 555;
export const WIDTH = RIGHT - LEFT;
export const BOTTOM = 752;

export type Pdf = PDFKit.PDFDocument;

/**
 * DejaVu Sans Condensed, embedded (pdfkit keeps only the glyphs used): it draws Latin with
 * Vietnamese and the rest of Latin Extended, Greek, Cyrillic, Armenian and Georgian, where the
 * PDF's built-in Helvetica knows only Windows-1252. Condensed, because its widths are Helvetica's
 * within a few percent, so the layout drawn for Helvetica still fits. Read once, per process.
 */
const fontFile = (name: string) =>
  readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`));
export const FONTS = {
  Sans: fontFile('DejaVuSansCondensed.ttf'),
  'Sans-Bold': fontFile('DejaVuSansCondensed-Bold.ttf'),
};
export type FontName = keyof typeof FONTS;

interface EmbeddedFont {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

/**
 * Picks an embedded font and returns the text as it can draw it. pdfkit has no public way to ask
 * a font what it covers; its fontkit font, kept in the private `_font.font`, answers from the
 * font's own character map. A pdfkit that moves it fails here loudly, not with empty boxes.
 */
export function useFont(pdf: Pdf, name: FontName, text: string) {
  pdf.font(name);
  const font = (pdf as unknown as { _font?: { font?: Partial<EmbeddedFont> } })._font?.font;
  const hasGlyph = font?.hasGlyphForCodePoint?.bind(font);
  if (!hasGlyph) throw new Error(`the PDF font ${name} is not embedded`);
  return toPdfText(text, hasGlyph);
}

/** Text cut to `max` characters, with an ellipsis when it was longer. */
export const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function label(pdf: Pdf, text: string, x: number, y: number) {
  pdf
    .font('Sans-Bold')
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(text.toUpperCase(), x, y, { characterSpacing: 1.2, lineBreak: false });
}

/** A labelled fact in the left column; returns the y below it. `mono` sets the first line in Courier. */
export function fact(pdf: Pdf, name: string, lines: string[], y: number, options: { mono?: boolean } = {}) {
  label(pdf, name, LEFT, y);
  let next = y + 12;
  lines.forEach((line, index) => {
    const isFirst = index === 0;
    const isMono = isFirst && options.mono === true;
    // Booking ids are ASCII by construction: Courier draws them as before.
    if (isMono) pdf.font('Courier-Bold');
    const text = isMono ? line : useFont(pdf, isFirst ? 'Sans-Bold' : 'Sans', line);
    pdf
      .fontSize(isMono ? 15 : isFirst ? 12 : 10.5)
      .fillColor(isFirst ? INK : MUTED)
      .text(text, LEFT, next, { width: 285, height: 44, ellipsis: true });
    next = pdf.y + 1;
  });
  return next + 12;
}

export function drawQr(pdf: Pdf, code: string, x: number, y: number, size: number) {
  const { size: count, isDark } = qrModules(code);
  const module = size / count;
  pdf.fillColor('#000000');
  for (let row = 0; row < count; row++) {
    // Runs of dark modules become one rectangle: fewer operations and no hairline seams.
    for (let col = 0; col < count; col++) {
      if (!isDark(row, col)) continue;
      let end = col;
      while (end + 1 < count && isDark(row, end + 1)) end++;
      pdf.rect(x + col * module, y + row * module, (end - col + 1) * module, module + 0.01);
      col = end;
    }
  }
  pdf.fill();
}
