#!/usr/bin/env node
// Fails when package-lock.json lacks an entry that `npm ci` needs on some platform. npm refuses a
// lockfile in which any dependency, optional ones included, has no entry: a lockfile written where
// the registry serves only this platform's binaries (Biome's, esbuild's) can pass here and still
// fail `npm ci` on a clean clone. Walks every dependency edge the way Node resolves it.
import { readFileSync } from 'node:fs';

const { packages } = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));

/** The lock entry that `name`, required from the package at `from`, resolves to, or undefined. */
function resolve(from, name) {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return undefined;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut === -1 ? (dir.startsWith('node_modules/') ? '' : '') : dir.slice(0, cut);
  }
}

const missing = [];
for (const [path, entry] of Object.entries(packages)) {
  if (entry.link) continue;
  const isProject = path === '' || !path.includes('node_modules/');
  const edges = {
    ...entry.dependencies,
    ...entry.optionalDependencies,
    ...(isProject ? entry.devDependencies : {}),
  };
  for (const name of Object.keys(edges)) {
    if (!resolve(path, name)) missing.push(`${name} (needed by ${path || 'the root'})`);
  }
}

if (missing.length > 0) {
  console.error(
    `package-lock.json has no entry for ${missing.length} dependencies, so \`npm ci\` refuses it:\n  ${missing.join('\n  ')}\n` +
      'Add their entries (optional other-platform packages need only version, cpu, os, libc and optional).',
  );
  process.exit(1);
}
console.log(`package-lock.json resolves every dependency of ${Object.keys(packages).length} entries.`);
