#!/usr/bin/env node
// Does what the Dockerfile's image does, without Docker (which does not run where this project is
// built): the Dockerfile's steps, in its order, in a temporary folder laid out like the image's /app:
//   1. npm run build                       (the build stage; reused when npm test just ran it)
//   2. npm ci --omit=dev                   (the runtime stage's production dependencies)
//   3. the Dockerfile's CMD                (read from the Dockerfile) against PostgreSQL, in a
//                                           database of its own, created here and dropped after
//   4. the Dockerfile's HEALTHCHECK        (read from the Dockerfile) until it passes
//   5. the home page and /metrics answer, then SIGTERM: the server must exit 0.
// The RUN commands are checked to be in the Dockerfile, so the two cannot drift apart silently.
// Needs TEST_DATABASE_URL; without it, it says so and passes, unless REQUIRE_POSTGRES_TESTS=true.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
const BUILD = ['npm', 'run', 'build'];
const INSTALL = ['npm', 'ci', '--omit=dev', '--no-audit', '--no-fund'];
const WORKSPACES = ['apps/api', 'apps/web', 'packages/contract'];
const START_LIMIT_MS = 120_000;
const started = Date.now();

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  const required = process.env.REQUIRE_POSTGRES_TESTS === 'true';
  console.warn(
    `NOTE: TEST_DATABASE_URL is not set, so the container smoke test did not run${required ? ' (REQUIRE_POSTGRES_TESTS=true: failing)' : ''}.`,
  );
  process.exit(required ? 1 : 0);
}

const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
for (const command of [BUILD, INSTALL, ['npm', 'ci', '--no-audit', '--no-fund']]) {
  if (!dockerfile.includes(`RUN ${command.join(' ')}`))
    fail(`the Dockerfile no longer runs \`${command.join(' ')}\`: keep it and this script in step`);
}
const cmd = execForm('CMD');
const healthcheck = execForm('HEALTHCHECK[^\\n]*(?:\\\\\\n[^\\n]*)*?CMD');

const app = mkdtempSync(join(tmpdir(), 'tiketi-container-'));
const databaseName = `tiketi_container_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: databaseUrl });
let server = null;
let output = '';
let connected = false;
try {
  step('1. Build the web app (the build stage)');
  const dist = join(root, 'apps/web/dist');
  if (process.env.CONTAINER_SMOKE_REUSE_BUILD === 'true' && existsSync(join(dist, 'index.html'))) {
    console.log('   apps/web/dist was just built by npm test with the same command: reused.');
  } else run(BUILD, root);

  step('2. Production dependencies only (the runtime stage)');
  for (const file of ['package.json', 'package-lock.json', ...WORKSPACES.map((w) => `${w}/package.json`)]) {
    mkdirSync(join(app, file, '..'), { recursive: true });
    cpSync(join(root, file), join(app, file));
  }
  // The npm cache is warm from the full install, as a Docker layer cache would be.
  run([...INSTALL, '--prefer-offline'], app);
  const image = (path) => !/(^|\/)(node_modules|test|dist)(\/|$)|\.test\.tsx?$/.test(path);
  cpSync(join(root, 'packages/contract'), join(app, 'packages/contract'), {
    recursive: true,
    filter: (source) => image(source.slice(root.length)),
  });
  cpSync(join(root, 'apps/api'), join(app, 'apps/api'), {
    recursive: true,
    filter: (source) => image(source.slice(root.length)),
  });
  cpSync(dist, join(app, 'apps/web/dist'), { recursive: true });

  step(`3. Start the server (${cmd.join(' ')}) on PostgreSQL database ${databaseName}`);
  await admin.connect();
  connected = true;
  await admin.query(`create database ${databaseName}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${databaseName}`;
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: join(app, 'data'),
    DATABASE_URL: url.toString(),
    LOG_LEVEL: 'info',
  };
  server = spawn(cmd[0], cmd.slice(1), { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise((resolve) => server.on('exit', (code, signal) => resolve(code ?? signal)));
  const port = await listening(server, exited);
  const origin = `http://127.0.0.1:${port}`;

  step(`4. The Dockerfile's HEALTHCHECK until it passes (port ${port})`);
  await until(
    () =>
      spawnSync(healthcheck[0], healthcheck.slice(1), { env: { ...env, PORT: String(port) } }).status === 0,
    'the HEALTHCHECK never passed',
  );
  const health = await (await fetch(`${origin}/healthz`)).json();
  if (health.status !== 'ok' || health.database !== 'postgres')
    fail(`/healthz said ${JSON.stringify(health)}`);

  step('5. The home page and /metrics');
  const home = await fetch(`${origin}/`, { headers: { accept: 'text/html' } });
  const html = await home.text();
  if (home.status !== 200 || !html.includes('<script')) fail(`the home page answered ${home.status}`);
  const metrics = await fetch(`${origin}/metrics`);
  const text = await metrics.text();
  for (const name of [
    'http_request_duration_seconds_bucket',
    'tiketi_bookings_total',
    'tiketi_outbox_pending',
  ])
    if (metrics.status !== 200 || !text.includes(name)) fail(`/metrics (${metrics.status}) lacks ${name}`);
  const ready = /Database ready in [^"]*/.exec(output);
  if (ready) console.log(`   server: ${ready[0]}`);
  console.log('   home page and metrics answered; stopping the server with SIGTERM');
  server.kill('SIGTERM');
  const code = await exited;
  server = null;
  if (code !== 0) fail(`the server exited with ${code} on SIGTERM`);
  console.log(`Container smoke test passed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} catch (error) {
  console.error(`Container smoke test FAILED: ${error.message}\n--- server output ---\n${output}`);
  process.exitCode = 1;
} finally {
  server?.kill('SIGKILL');
  if (connected) {
    await admin.query(`drop database if exists ${databaseName} with (force)`).catch((error) => {
      console.error(`could not drop ${databaseName}: ${error.message}`);
    });
    await admin.end();
  }
  rmSync(app, { recursive: true, force: true });
}

/** A Dockerfile instruction's exec form (a JSON array), e.g. CMD ["node", ...]. */
function execForm(instruction) {
  const match = new RegExp(`^${instruction}\\s+(\\[.*\\])\\s*$`, 'm').exec(dockerfile);
  if (!match) fail(`no ${instruction.split('[')[0]} [...] line in the Dockerfile`);
  return JSON.parse(match[1]);
}

function step(title) {
  console.log(`\n--- ${title} (at ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

function run(command, cwd) {
  const result = spawnSync(command[0], command.slice(1), { cwd, stdio: 'inherit' });
  if (result.status !== 0) fail(`\`${command.join(' ')}\` failed (${result.status ?? result.signal})`);
}

/** The port the server says it listens on; fails if it exits or takes too long first. */
function listening(child, exited) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start in time')), START_LIMIT_MS);
    const onData = (chunk) => {
      output += chunk.toString();
      const match = /Tiketi is running at http:\/\/[^:]+:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening`));
    });
  });
}

async function until(check, message) {
  const deadline = Date.now() + START_LIMIT_MS;
  while (!check()) {
    if (Date.now() > deadline) fail(message);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function fail(message) {
  throw new Error(message);
}
