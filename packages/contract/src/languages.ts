/**
 * Issue 19 (ADR-029): the languages Tiketi speaks, shared by the web app (its screens) and the API
 * (what a booking or an organizer's mails are written in).
 */
export const LANGUAGES = ['en', 'sw', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The `Intl` locale each language formats dates, numbers and money with. English stays 'en-US',
 * which every screen and mail used before issue 19, so its output is unchanged; Kiswahili takes
 * Kenya's conventions.
 */
export const LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', sw: 'sw-KE', fr: 'fr-FR' };
