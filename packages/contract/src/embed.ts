// Issue 19 (ADR-027): the embeddable ticket widget's options and snippets, shared by the server's
// embed page, the widget script (apps/web/src/embed) and the organizer's snippet section. No zod:
// the widget script imports this and must stay small.

export const EMBED_THEMES = ['light', 'dark'] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];

/** The brand's indigo, as the web app's buttons: the accent when none is given. */
export const EMBED_DEFAULT_ACCENT = '#4f46e5';

/** The path of the framed ticket page, on the platform's origin. */
export const embedEventPath = (eventId: number | string) => `/embed/event/${eventId}`;

/** The message the framed page sends its parent with the height of its content. */
export const EMBED_HEIGHT_MESSAGE = 'tiketi-embed:height';

export function isEmbedTheme(value: unknown): value is EmbedTheme {
  return typeof value === 'string' && (EMBED_THEMES as readonly string[]).includes(value);
}

/** `#RRGGBB` only: nothing else may reach a stylesheet. */
export function isEmbedAccent(value: unknown): value is string {
  return typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value);
}

/** A positive whole number that fits an event id (a 32-bit integer). */
export function isEmbedEventId(value: unknown): value is string {
  return typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647;
}

export interface EmbedOptions {
  theme?: EmbedTheme;
  accent?: string;
}

/** The framed page's address with the options that differ from the defaults. */
export function embedFrameUrl(origin: string, eventId: number | string, options: EmbedOptions = {}): string {
  const query = new URLSearchParams();
  if (options.theme && options.theme !== 'light') query.set('theme', options.theme);
  if (options.accent && options.accent.toLowerCase() !== EMBED_DEFAULT_ACCENT) {
    query.set('accent', options.accent.toLowerCase());
  }
  const search = query.toString();
  return `${origin}${embedEventPath(eventId)}${search ? `?${search}` : ''}`;
}

/**
 * The script form: a placeholder and the widget script. With the default options it is exactly
 * `<div data-tiketi-event="{id}"></div><script src="{PUBLIC_URL}/embed.js" async></script>`.
 */
export function embedScriptSnippet(origin: string, eventId: number, options: EmbedOptions = {}): string {
  const attributes = [`data-tiketi-event="${eventId}"`];
  if (options.theme && options.theme !== 'light') attributes.push(`data-theme="${options.theme}"`);
  if (options.accent && options.accent.toLowerCase() !== EMBED_DEFAULT_ACCENT) {
    attributes.push(`data-accent="${options.accent.toLowerCase()}"`);
  }
  return `<div ${attributes.join(' ')}></div><script src="${origin}/embed.js" async></script>`;
}

/** The plain iframe form, for sites that allow no scripts; it cannot size itself to its content. */
export function embedIframeSnippet(origin: string, eventId: number, options: EmbedOptions = {}): string {
  const src = embedFrameUrl(origin, eventId, options).replaceAll('&', '&amp;');
  return `<iframe src="${src}" title="Tickets" width="100%" height="480" style="border:0" loading="lazy"></iframe>`;
}
