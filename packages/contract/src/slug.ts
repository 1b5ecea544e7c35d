/**
 * Slug of an event title (spec 2.1): lowercased, trimmed, whitespace to hyphens, non-word
 * characters dropped, repeated hyphens collapsed, leading and trailing hyphens removed.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/--+/g, '-')
    .replace(/^-+|-+$/g, '');
}
