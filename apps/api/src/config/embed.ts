import { z } from 'zod';

/**
 * Issue 19 (ADR-027): which sites may frame the ticket widget (`/embed/event/{id}`). `*` (the
 * default) is any site; otherwise a comma-separated list of origins such as
 * `https://club.example.com,https://www.club.example.com`. Every other page stays unframeable.
 */
export const embedEnv = z.object({
  EMBED_ALLOWED_ORIGINS: z
    .string()
    .default('*')
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .pipe(
      z
        .array(
          z.string().refine((part) => part === '*' || originOf(part) === part, {
            error:
              'EMBED_ALLOWED_ORIGINS must be * or origins such as https://club.example.com, comma-separated',
          }),
        )
        .min(1, { error: 'EMBED_ALLOWED_ORIGINS must be * or at least one origin' }),
    ),
});

export interface EmbedConfig {
  /** The widget page's frame-ancestors: ['*'] for any site, or the origins listed. */
  frameAncestors: string[];
}

/** The origin of an http(s) address, or null; `https://a.example/` is not an origin, `https://a.example` is. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

export function embedOf(e: z.output<typeof embedEnv>): EmbedConfig {
  const origins = e.EMBED_ALLOWED_ORIGINS;
  return { frameAncestors: origins.includes('*') ? ['*'] : [...new Set(origins)] };
}
