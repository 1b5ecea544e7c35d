import type { Language } from './languages';

/**
 * The language dates, numbers and money are formatted in: the app's active language, which
 * lib/i18n/i18n.ts keeps here. Apart from i18next so the formatting helpers (and their unit tests)
 * do not load it. Screens re-render on a language change (useT, useCatalog), and format again.
 */
let active: Language = 'en';

export function formattingLanguage(): Language {
  return active;
}

export function setFormattingLanguage(language: Language): void {
  active = language;
}
