import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4390);

/** Journeys run in Debian's Chromium against the built app on a fresh embedded database. */
export default defineConfig({
  testDir: 'e2e',
  // Generous: a journey must not fail because a shared machine is slow; waits are for conditions.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'npx tsx e2e/support/start-server.ts',
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
