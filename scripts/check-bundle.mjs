#!/usr/bin/env node
// Bundle budget of issue 2: the JavaScript a first visit to the home page downloads must be at
// most 120 KB gzip (125 since issue 19, see BUDGET_KB). That is the entry chunk (it holds the home
// route) and every chunk it imports statically, as index.html loads them; lazy pages are left out.
// Reads vite's manifest of the built web app, prints each chunk and the total, and exits 1 above the
// budget.
// Issue 19: the widget script other sites load (dist/embed.js) has its own budget of 15 KB gzip.
// Usage: node scripts/check-bundle.mjs [dist folder, default apps/web/dist]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * In kB of 1000 bytes, as vite prints sizes. 120 until issue 19; 124 since (ADR-029): translating
 * the app brought the Lingui runtime (@lingui/core and @lingui/react, 3.0 kB) and the English
 * catalog of the layout, home page and browsing (ids beside the texts, which were in the bundle as
 * JSX before) onto the first visit. Measured: 117.7 kB before, 121.1 kB with the runtime and the
 * layout's catalog, 123.4 kB with the home page converted. i18next with react-i18next measured
 * 136.0 kB with the layout alone, which is why it was not chosen. 125 once merged with the
 * organizer's name linked to their page on every event card (ADR-028): 124.3 kB measured.
 */
const BUDGET_KB = 125;
/** Issue 19: the embeddable widget's script, loaded on organizers' own sites. */
const EMBED_BUDGET_KB = 15;

const dist = process.argv[2] ?? 'apps/web/dist';
const manifestFile = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`${manifestFile} is missing: build the web app first (npm run build -w @tiketi/web).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

const loaded = new Set();
function visit(key) {
  if (loaded.has(key)) return;
  loaded.add(key);
  for (const imported of manifest[key].imports ?? []) visit(imported);
}
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
if (loaded.size === 0) {
  console.error(`${manifestFile} names no entry chunk.`);
  process.exit(1);
}

// Default zlib level, as a web server or CDN compresses on the fly.
const chunks = [...loaded]
  .map((key) => manifest[key].file)
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, kb: gzipSync(readFileSync(join(dist, file))).length / 1000 }))
  .sort((a, b) => b.kb - a.kb);
const total = chunks.reduce((sum, chunk) => sum + chunk.kb, 0);

for (const chunk of chunks) console.log(`${chunk.kb.toFixed(1).padStart(7)} kB  ${chunk.file}`);
const verdict = total <= BUDGET_KB ? 'within' : 'OVER';
console.log(
  `JavaScript of a first visit to home: ${total.toFixed(1)} kB gzip, ${verdict} the ${BUDGET_KB} kB budget.`,
);

const embedFile = join(dist, 'embed.js');
if (!existsSync(embedFile)) {
  console.error(`${embedFile} is missing: the web build writes it (vite.embed.config.ts).`);
  process.exit(1);
}
const embedKb = gzipSync(readFileSync(embedFile)).length / 1000;
const embedVerdict = embedKb <= EMBED_BUDGET_KB ? 'within' : 'OVER';
console.log(
  `Widget script embed.js: ${embedKb.toFixed(1)} kB gzip, ${embedVerdict} the ${EMBED_BUDGET_KB} kB budget.`,
);
if (total > BUDGET_KB || embedKb > EMBED_BUDGET_KB) process.exit(1);
