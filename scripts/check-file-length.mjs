#!/usr/bin/env node
// Fails when a tracked source file (.ts, .tsx, .mjs, .js, .cjs) is longer than 250 lines without
// saying why. A long file passes when its first comment block (the comments before any code, after
// an optional #! line) has a line that starts with the fixed marker
//
//   Longer than 250 lines: <the reason>
//
// (after the comment's own `//`, `/*` or ` * `), with a reason after the colon. Migrations, the seed
// data folder (apps/api/src/db/seed/), generated files and test fixtures are not checked.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const LIMIT = 250;
const MARKER = 'Longer than 250 lines:';
const SOURCE = /\.(ts|tsx|mjs|js|cjs)$/;
const EXCLUDED = [
  /(^|\/)migrations\//,
  /^apps\/api\/src\/db\/seed\//,
  /(^|\/)fixtures?\//,
  /\.d\.ts$/,
  /\.gen(erated)?\.\w+$/,
  /(^|\/)routeTree\.gen\.ts$/,
];

/** The comment lines at the top of a file, with their comment syntax taken off. */
function leadingComment(lines) {
  const found = [];
  let inBlock = false;
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (index === 0 && line.startsWith('#!')) continue;
    if (inBlock) {
      const end = line.indexOf('*/');
      found.push((end >= 0 ? line.slice(0, end) : line).replace(/^\*\s?/, ''));
      if (end >= 0) inBlock = false;
    } else if (line.startsWith('//')) {
      found.push(line.replace(/^\/\/\s?/, ''));
    } else if (line.startsWith('/*')) {
      const end = line.indexOf('*/', 2);
      found.push((end >= 0 ? line.slice(0, end) : line).replace(/^\/\*\*?\s?/, ''));
      inBlock = end < 0;
    } else if (line === '' && found.length === 0) {
      // blank lines before the first comment
    } else if (line === '') {
      // a blank line between two comment blocks keeps the header going
    } else {
      break;
    }
  }
  return found.map((line) => line.trim());
}

function hasReason(lines) {
  return leadingComment(lines).some(
    (line) => line.startsWith(MARKER) && line.slice(MARKER.length).trim().length > 0,
  );
}

const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
  .split('\0')
  .filter((file) => SOURCE.test(file) && !EXCLUDED.some((pattern) => pattern.test(file)));

const offenders = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // deleted in the work tree but not yet from the index
  }
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  if (lines.length > LIMIT && !hasReason(lines)) offenders.push({ file, count: lines.length });
}

if (offenders.length > 0) {
  console.error(`${offenders.length} source file(s) over ${LIMIT} lines without a reason at the top:`);
  for (const { file, count } of offenders.sort((a, b) => b.count - a.count)) {
    console.error(`  ${file} (${count} lines)`);
  }
  console.error(
    `Split the file, or start it with a comment containing a line "${MARKER} <why it stays whole>".`,
  );
  process.exit(1);
}
console.log(`${files.length} source files checked; none over ${LIMIT} lines without a reason.`);
