import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { expect, test } from './support/test';

// Every spec imports `test` from support/test.ts, which fails on any CSP violation; these
// journeys visit the pages the other specs do not: the API docs, the development mailbox, and the
// app with Stripe configured (fake keys: only pages load, Stripe itself is never called).

test.describe('pages under the Content-Security-Policy', () => {
  test('the API docs render under their own policy', async ({ page }) => {
    const response = await page.goto('/api/docs');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.locator('.swagger-ui .title')).toContainText('Tiketi API');
  });

  test('the development mailbox renders', async ({ page }) => {
    await page.goto('/dev/mailbox');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

test.describe('with Stripe configured', () => {
  let server: ChildProcess;
  let origin: string;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    // Node itself, not npx: the signal in afterAll must reach the server, or it outlives the run.
    server = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/start-server.ts'], {
      env: {
        ...process.env,
        E2E_PORT: String(port),
        STRIPE_SECRET_KEY: 'sk_test_e2e_fake',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_fake',
        STRIPE_WEBHOOK_SECRET: 'whsec_e2e_fake',
        // Nothing listens here: the server never reaches Stripe.
        STRIPE_API_URL: 'http://127.0.0.1:9',
      },
      stdio: 'ignore',
    });
    await expect
      .poll(async () => (await fetch(`${origin}/healthz`).catch(() => null))?.status ?? 0, {
        timeout: 170_000,
        intervals: [500],
      })
      .toBe(200);
  });
  test.afterAll(() => {
    server?.kill('SIGTERM');
  });

  test('home and event details load with Stripe allowed and nothing violated', async ({ page }) => {
    const home = await page.goto(`${origin}/`);
    const policy = home?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain('https://js.stripe.com');
    expect(policy).toContain('https://api.stripe.com');
    await expect(page.locator('a[href^="/details/"]').first()).toBeVisible();
    await page.locator('a[href^="/details/"]').first().click();
    await expect(page).toHaveURL(/\/details\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
