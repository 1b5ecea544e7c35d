#!/usr/bin/env node
// Runs every check in order and stops at the first failure: Biome, module boundaries, file length,
// the lockfile, translations (scripts/check-i18n.mjs), tsc for every
// workspace, unit tests, API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), then
// browser journeys against the built app. Prints one closing line with the test counts.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'tiketi-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n${title} FAILED after ${seconds} s.`);
    console.log(`\n${totals.passed} passed, ${Math.max(totals.failed, 1)} failed`);
    rmSync(reports, { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }
  console.log(`${title}: ok (${seconds} s)`);
}

function countVitest(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function countPlaywright(file) {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

const vitest = (project) => {
  const file = join(reports, `${project}.json`);
  run(`${project} tests`, 'npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  countVitest(file);
};

run('Biome (lint and format)', 'npx', ['biome', 'check', '.']);
run('Module boundaries (dependency-cruiser)', 'npm', ['run', 'lint:boundaries']);
run('File length (250 lines, or a reason at the top)', 'node', ['scripts/check-file-length.mjs']);
run('Lockfile (npm ci accepts it on every platform)', 'node', ['scripts/check-lockfile.mjs']);
run('Translations (catalogs complete, no hard-coded text in components)', 'node', ['scripts/check-i18n.mjs']);
run('TypeScript (every workspace, e2e and bench)', 'npm', ['run', 'typecheck']);
vitest('unit');
vitest('web');
if (!process.env.TEST_DATABASE_URL) {
  console.warn(
    '\nNOTE: TEST_DATABASE_URL is not set, so the PostgreSQL API suites will NOT run (PGlite only).',
  );
}
vitest('api');
run('Build the web app', 'npm', ['run', 'build', '-w', '@tiketi/web']);
run('Bundle budget (home page JavaScript)', 'node', ['scripts/check-bundle.mjs']);
// The Dockerfile's steps without Docker: production install, start on PostgreSQL, health check.
run("Container smoke test (the Dockerfile's steps)", 'node', ['scripts/container-smoke.mjs'], {
  CONTAINER_SMOKE_REUSE_BUILD: 'true',
});
const e2eReport = join(reports, 'e2e.json');
run('Browser journeys (Playwright + Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
});
countPlaywright(e2eReport);

rmSync(reports, { recursive: true, force: true });
if (!process.env.TEST_DATABASE_URL)
  console.warn('\nPostgreSQL suites did not run (TEST_DATABASE_URL unset).');
console.log(
  `\nAll checks passed.\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
);
