/**
 * A zone's short name, apart from the rest of time-zones.ts so the home page (whose bundle has a
 * budget) takes only this (ADR-021).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatterOf(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * English locales tried in turn for a zone's short name: the first that gives a real abbreviation
 * ('EAT', 'WAT', 'WEST', 'SAST') rather than 'GMT+3' wins; otherwise the offset form stands.
 */
const ABBREVIATION_LOCALES = ['en-US', 'en-GB', 'en-KE', 'en-NG', 'en-ZA', 'en-IN', 'en-AU', 'en-NZ'];

/** The zone's short name at an instant, as `Intl` gives it in English: 'EAT', 'WEST', 'GMT+4', 'UTC'. */
export function zoneAbbreviation(iso: string | Date, zone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let fallback = '';
  for (const locale of ABBREVIATION_LOCALES) {
    const name =
      formatterOf(locale, { timeZone: zone, timeZoneName: 'short' })
        .formatToParts(date)
        .find((part) => part.type === 'timeZoneName')?.value ?? '';
    if (!fallback) fallback = name;
    if (name && !/^(GMT|UTC)[+-−]/.test(name)) return name;
  }
  return fallback;
}
