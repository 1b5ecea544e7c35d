#!/usr/bin/env node
// Issue 19 (ADR-029): fails when a Kiswahili or French catalog misses (or adds) a key of the
// English one, when a component calls t() with a key no English catalog has, or when a component
// writes user-visible text itself (JSX text, visible props such as aria-label, title, placeholder,
// alt, label). Components not converted yet are listed in scripts/i18n-pending.txt and skipped;
// a listed file that no longer holds such text fails the check, so the list only shrinks.
// Usage: node scripts/check-i18n.mjs
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compareCatalogs, findHardCodedStrings, flattenKeys, usedKeys } from './i18n-scan.mjs';

const root = new URL('..', import.meta.url).pathname;
const src = join(root, 'apps/web/src');
const locales = join(src, 'locales');
const pendingFile = join(root, 'scripts/i18n-pending.txt');
const LANGUAGES = ['en', 'sw', 'fr'];
const problems = [];

// 1. Catalogs: every language has every English namespace and key, with the same placeholders.
const namespaces = readdirSync(join(locales, 'en')).filter((name) => name.endsWith('.json'));
const english = new Map();
for (const name of namespaces)
  english.set(name.replace(/\.json$/, ''), JSON.parse(readFileSync(join(locales, 'en', name), 'utf8')));
for (const language of LANGUAGES.filter((l) => l !== 'en')) {
  const files = readdirSync(join(locales, language)).filter((name) => name.endsWith('.json'));
  for (const name of files)
    if (!namespaces.includes(name))
      problems.push(`locales/${language}/${name}: no English catalog of that name`);
  for (const name of namespaces) {
    const path = join(locales, language, name);
    if (!existsSync(path)) {
      problems.push(`locales/${language}/${name} is missing`);
      continue;
    }
    const ns = name.replace(/\.json$/, '');
    for (const problem of compareCatalogs(english.get(ns), JSON.parse(readFileSync(path, 'utf8'))))
      problems.push(`locales/${language}/${name}: ${problem}`);
  }
}
const keysOf = new Map([...english].map(([ns, catalog]) => [ns, new Set(flattenKeys(catalog).keys())]));
const known = (ns, key) => {
  const keys = keysOf.get(ns);
  return !!keys && (keys.has(key) || keys.has(`${key}_one`) || keys.has(`${key}_other`));
};

// 2. Components: no hard-coded text outside the pending list; every t('key') exists in English.
function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' || entry.name === 'locales' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}
const pending = new Set(
  readFileSync(pendingFile, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#')),
);
for (const file of pending)
  if (!existsSync(join(root, file)))
    problems.push(`${file} is listed in scripts/i18n-pending.txt but does not exist`);

let components = 0;
for (const path of sources(src)) {
  const file = relative(root, path);
  const source = readFileSync(path, 'utf8');
  for (const { key, line } of usedKeys(source, path)) {
    const [ns, bare] = key.includes(':') ? key.split(':', 2) : [null, key];
    const ok = ns ? known(ns, bare) : [...keysOf.keys()].some((name) => known(name, bare));
    if (!ok) problems.push(`${file}:${line}: t('${key}') is in no English catalog`);
  }
  if (!path.endsWith('.tsx')) continue;
  components += 1;
  const findings = findHardCodedStrings(source, path);
  if (pending.has(file)) {
    if (findings.length === 0)
      problems.push(`${file} has no hard-coded text any more: take it off scripts/i18n-pending.txt`);
    continue;
  }
  for (const { line, text } of findings) problems.push(`${file}:${line}: hard-coded text ${text}`);
}

for (const problem of problems) console.error(problem);
console.log(
  `i18n: ${components - pending.size} of ${components} component files translated, ${pending.size} still pending (scripts/i18n-pending.txt); ${namespaces.length} catalogs × ${LANGUAGES.length} languages.`,
);
if (problems.length > 0) {
  console.error(`i18n check FAILED: ${problems.length} problem(s).`);
  process.exit(1);
}
