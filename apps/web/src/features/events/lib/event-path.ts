import { slugify } from '@tiketi/contract/slug';
import { paths } from '@/lib/paths';

/** The details address of an event, with its slug when the title yields one: `/details/12/jazz-night`. */
export function eventPath(event: { id: number; title: string; slug?: string }): string {
  const slug = event.slug || slugify(event.title);
  return paths.eventDetails(event.id, slug || undefined);
}

/** Spec 2.1: the id segment of a details address is numeric. */
export function parseEventId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** Paragraphs of a full description: blank lines separate them; single newlines stay as line breaks. */
export function descriptionParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

export function mapSearchUrl(location: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location)}`;
}
