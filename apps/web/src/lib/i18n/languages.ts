/**
 * Issue 19: the languages the web app speaks, and how a visitor's language is chosen (ADR-029).
 * Pure functions only, so they are tested without a browser and cost the home page next to nothing.
 */
import { isLanguage, type Language } from '@tiketi/contract/languages';

export { isLanguage, LANGUAGES, type Language, LOCALES } from '@tiketi/contract/languages';

/** Each language's own name, as the picker shows it (not translated: a reader finds their own). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  sw: 'Kiswahili',
  fr: 'Français',
};

/** The query parameter that chooses a language (`?lang=sw`), and where the choice is remembered. */
export const LANGUAGE_PARAM = 'lang';
export const LANGUAGE_STORAGE_KEY = 'tiketi.lang';
export const LANGUAGE_COOKIE = 'tiketi_lang';

/** 'sw-KE' → 'sw', 'fr' → 'fr', 'de-DE' → null: the supported language a BCP 47 tag names. */
export function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/** The first supported language in a browser's preference list (`navigator.languages`). */
export function preferredLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return null;
}

export interface LanguageSources {
  /** `?lang=` of the address, if any. */
  query?: string | null;
  /** What this browser remembered from an earlier choice. */
  stored?: string | null;
  /** The browser's languages, in order of preference (`navigator.languages`). */
  browser?: readonly string[];
}

/** An explicit `?lang=` wins, then the remembered choice, then the browser's preferences, then English. */
export function chooseLanguage({ query, stored, browser = [] }: LanguageSources): Language {
  if (isLanguage(query)) return query;
  if (isLanguage(stored)) return stored;
  return preferredLanguage(browser) ?? 'en';
}
