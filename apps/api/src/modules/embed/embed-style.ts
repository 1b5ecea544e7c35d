import { createHash } from 'node:crypto';
import type { EmbedTheme } from '@tiketi/contract/embed';

/** The widget's colours per theme; both pass WCAG AA for text on their background. */
const THEMES: Record<EmbedTheme, Record<string, string>> = {
  light: {
    bg: '#ffffff',
    text: '#0f172a',
    muted: '#475569',
    line: '#e2e8f0',
    soft: '#f8fafc',
    sold: '#b91c1c',
  },
  dark: {
    bg: '#0f172a',
    text: '#f1f5f9',
    muted: '#cbd5e1',
    line: '#334155',
    soft: '#1e293b',
    sold: '#fca5a5',
  },
};

/** WCAG relative luminance of `#RRGGBB`. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** White or black, whichever reads better on the accent: at least 4.5:1 for any accent (WCAG AA). */
export function textOn(accent: string): string {
  const lum = luminance(accent);
  return contrast(lum, 1) >= contrast(lum, 0) ? '#ffffff' : '#000000';
}

/** The page's one style element, and its hash for the page's Content-Security-Policy. */
export function embedStyle(theme: EmbedTheme, accent: string): { css: string; hash: string } {
  const c = THEMES[theme];
  const css = `:root{color-scheme:${theme};--accent:${accent};--on-accent:${textOn(accent)}}
*{box-sizing:border-box}
body{margin:0;background:${c.bg};color:${c.text};font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{padding:16px;border-top:4px solid var(--accent)}
h1{margin:0;font-size:18px;line-height:1.3;overflow-wrap:anywhere}
.facts{margin:4px 0 12px;color:${c.muted}}
.facts span{display:block}
table{width:100%;border-collapse:collapse}
caption{text-align:left;font-weight:700;padding-bottom:6px}
th,td{padding:8px 6px;border-top:1px solid ${c.line};text-align:left;vertical-align:top}
thead th{border-top:0;font-size:12px;color:${c.muted};text-transform:uppercase;letter-spacing:.04em}
tbody th{font-weight:600;overflow-wrap:anywhere}
.note{display:block;font-weight:400;font-size:12px;color:${c.muted}}
.price{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
.sold{color:${c.sold};font-weight:600}
.book{display:inline-block;padding:6px 14px;border-radius:999px;background:var(--accent);color:var(--on-accent);font-weight:700;text-decoration:none;white-space:nowrap}
.book:focus-visible{outline:2px solid ${c.text};outline-offset:2px}
.message{padding:12px;border-radius:12px;background:${c.soft}}
.more{margin:12px 0 0;font-size:12px}
.more a{color:${c.text}}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}`;
  return { css, hash: createHash('sha256').update(css).digest('base64') };
}
