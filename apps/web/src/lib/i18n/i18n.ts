import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { use, useSyncExternalStore } from 'react';
import common from '@/locales/en/common.json';
import { setFormattingLanguage } from './active-language';
import {
  chooseLanguage,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  LANGUAGE_STORAGE_KEY,
  type Language,
  LOCALES,
} from './languages';

/**
 * Issue 19 (ADR-029): the Lingui runtime with ICU messages. A catalog is one area's flat JSON
 * (locales/<language>/<area>.json, `"nav.aboutUs": "About Us"`), compiled by the build
 * (vite.config.ts). English 'common' (layout, home, browsing) ships with the home page; every
 * other catalog is its own small chunk, loaded when a screen first asks for its area
 * (useCatalog) in the active language, or when the language changes.
 */
export type Area = 'common' | 'shared' | 'events' | 'buyer' | 'organizer';

const catalogs = import.meta.glob<Messages>(['../../locales/*/*.json', '!../../locales/en/common.json'], {
  import: 'default',
});

export const i18n: I18n = setupI18n();

const loaded = new Set<string>(['en/common']);
const loading = new Map<string, Promise<void>>();
/** Areas some screen has asked for: a language change loads them all before switching. */
const areasInUse = new Set<Area>(['common']);

i18n.load('en', common as Messages);

i18n.on('change', () => {
  if (!isLanguage(i18n.locale)) return;
  setFormattingLanguage(i18n.locale);
  if (typeof document !== 'undefined') document.documentElement.lang = i18n.locale;
});

/** Resolves once `area`'s catalog in `language` is loaded; null when it already is. */
export function loadCatalog(language: Language, area: Area): Promise<void> | null {
  areasInUse.add(area);
  const key = `${language}/${area}`;
  if (loaded.has(key)) return null;
  let pending = loading.get(key);
  if (!pending) {
    const load = catalogs[`../../locales/${key}.json`];
    if (!load) throw new Error(`No catalog ${key}`);
    pending = load().then((messages) => {
      i18n.load(language, messages);
      loaded.add(key);
    });
    loading.set(key, pending);
  }
  return pending;
}

const translate: I18n['_'] = i18n._.bind(i18n);
const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const activeLocale = () => i18n.locale;

/**
 * The active language, re-rendering the component when it changes. Read from the instance itself,
 * so a component rendered on its own (a test) needs no provider; `Trans` still takes I18nProvider's.
 */
function useActiveLanguage(): Language {
  const locale = useSyncExternalStore(subscribe, activeLocale, activeLocale);
  return isLanguage(locale) ? locale : 'en';
}

/** The translate function of the active language, once `areas` are loaded (suspends until then). */
export function useCatalog(...areas: Area[]): I18n['_'] {
  const language = useActiveLanguage();
  for (const area of areas) {
    const pending = loadCatalog(language, area);
    if (pending) use(pending);
  }
  return translate;
}

/** The translate function of `common`, which is always loaded for the active language. */
export function useT(): I18n['_'] {
  useActiveLanguage();
  return translate;
}

/** Switches the app to `language` once every area in use is loaded in it. */
export async function activateLanguage(language: Language): Promise<void> {
  await Promise.all([...areasInUse].map((area) => loadCatalog(language, area)));
  if (i18n.locale !== language) i18n.activate(language, [LOCALES[language], 'en-US']);
}

/** The active language (English until one is activated). */
export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : 'en';
}

/** Keeps the choice in localStorage (this browser) and a cookie (so the server sees it too). */
export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not everywhere yet
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** The picker's and `?lang=`'s choice: switch, and remember it. */
export async function chooseAppLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await activateLanguage(language);
}

function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The language of a first render: `?lang=` (remembered), then the remembered choice, then the browser's. */
export function initialLanguage(): Language {
  if (typeof window === 'undefined') return 'en';
  const query = new URLSearchParams(window.location.search).get(LANGUAGE_PARAM);
  const language = chooseLanguage({
    query,
    stored: storedLanguage(),
    browser: window.navigator.languages ?? [window.navigator.language],
  });
  if (isLanguage(query)) rememberLanguage(language);
  return language;
}

// English is ready at once; the app's first render waits for another language (main.tsx).
i18n.activate('en', ['en-US']);
