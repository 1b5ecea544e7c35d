// Issue 19 (ADR-027): what the widget script does, on an organizer's site and inside its frame
// (entry: embed.ts).
import {
  EMBED_HEIGHT_MESSAGE,
  type EmbedOptions,
  embedFrameUrl,
  isEmbedAccent,
  isEmbedEventId,
  isEmbedTheme,
} from '@tiketi/contract/embed';

/** A frame never grows past this, whatever a message says. */
const MAX_HEIGHT = 20_000;
const INITIAL_HEIGHT = 360;
const MOUNTED = 'data-tiketi-mounted';
export const FRAME = 'data-tiketi-frame';

interface HeightMessage {
  type: typeof EMBED_HEIGHT_MESSAGE;
  height: number;
}

function isHeightMessage(data: unknown): data is HeightMessage {
  const message = data as Partial<HeightMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    message.type === EMBED_HEIGHT_MESSAGE &&
    typeof message.height === 'number' &&
    Number.isFinite(message.height)
  );
}

/** Inside the frame: the height of the page's content, now and whenever it changes. */
export function reportHeight() {
  if (window.parent === window) return;
  let last = -1;
  const post = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    // The height says nothing private, and the frame cannot know which site framed it.
    window.parent.postMessage({ type: EMBED_HEIGHT_MESSAGE, height } satisfies HeightMessage, '*');
  };
  post();
  if (typeof ResizeObserver === 'function') new ResizeObserver(post).observe(document.body);
  window.addEventListener('load', post);
}

/** The options of one placeholder; a value that is not valid is left out, with a warning. */
function optionsOf(element: HTMLElement): EmbedOptions {
  const options: EmbedOptions = {};
  const { theme, accent } = element.dataset;
  if (theme !== undefined) {
    if (isEmbedTheme(theme)) options.theme = theme;
    else console.warn(`Tiketi widget: data-theme must be light or dark, not "${theme}"`);
  }
  if (accent !== undefined) {
    if (isEmbedAccent(accent)) options.accent = accent;
    else console.warn(`Tiketi widget: data-accent must be a colour such as #ff6600, not "${accent}"`);
  }
  return options;
}

function mount(element: HTMLElement, origin: string) {
  if (element.hasAttribute(MOUNTED)) return;
  const id = element.dataset.tiketiEvent?.trim();
  if (!isEmbedEventId(id)) {
    console.warn(`Tiketi widget: data-tiketi-event must be an event id, not "${id ?? ''}"`);
    return;
  }
  element.setAttribute(MOUNTED, '');
  const frame = document.createElement('iframe');
  frame.src = embedFrameUrl(origin, id, optionsOf(element));
  frame.title = `Tickets for event ${id}`;
  frame.setAttribute(FRAME, origin);
  frame.style.cssText = `display:block;width:100%;border:0;height:${INITIAL_HEIGHT}px`;
  element.replaceChildren(frame);
}

/** On the organizer's site: one frame per placeholder, each sized by its own frame's messages. */
export function mountAll(origin: string) {
  const listening = window as Window & { tiketiEmbedOrigins?: Set<string> };
  const origins = listening.tiketiEmbedOrigins ?? new Set<string>();
  listening.tiketiEmbedOrigins = origins;
  if (!origins.has(origin)) {
    origins.add(origin);
    window.addEventListener('message', (event) => {
      // Only the platform's own pages may size its frames, and each only its own frame.
      if (event.origin !== origin || !isHeightMessage(event.data)) return;
      for (const frame of document.querySelectorAll<HTMLIFrameElement>(`iframe[${FRAME}]`)) {
        if (frame.contentWindow !== event.source) continue;
        frame.style.height = `${Math.min(Math.max(Math.ceil(event.data.height), 0), MAX_HEIGHT)}px`;
      }
    });
  }
  for (const element of document.querySelectorAll<HTMLElement>('[data-tiketi-event]')) mount(element, origin);
}
