import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELAY_STEP_MS, guessDelayMs, MAX_DELAY_MS } from '../src/modules/accounts/sign-in-throttle';
import { createVerifiedOrganizer, post } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

describe('the delay for guesses at one account', () => {
  it('is free for the first ten failures, then grows to a ceiling', () => {
    expect(guessDelayMs(0)).toBe(0);
    expect(guessDelayMs(9)).toBe(0);
    expect(guessDelayMs(10)).toBe(DELAY_STEP_MS);
    expect(guessDelayMs(12)).toBe(3 * DELAY_STEP_MS);
    expect(guessDelayMs(10_000)).toBe(MAX_DELAY_MS);
  });
});

describe.each(databaseKinds)('sign-in throttling without lock-out on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, ip: string) =>
    post(t, '/api/v1/auth/login', { username, password }, { 'x-test-ip': ip });

  it('lets the owner in from a new address after ten wrong passwords from ten addresses', async () => {
    const { form, password } = await createVerifiedOrganizer(t);
    for (let i = 0; i < 10; i++) {
      expect((await login(form.email_address, 'wrong guess', `198.51.100.${i}`)).statusCode).toBe(401);
    }
    const owner = await login(form.email_address, password, '203.0.113.50');
    expect(owner.statusCode).toBe(200);
    expect(owner.headers.auth).toBeTruthy();
  });

  it('still refuses wrong passwords from the crowd, and answers them slower and slower', async () => {
    const { form, password } = await createVerifiedOrganizer(t);
    for (let i = 0; i < 12; i++) {
      expect((await login(form.email_address, 'wrong guess', `198.51.103.${i}`)).statusCode).toBe(401);
    }
    const started = performance.now();
    const guess = await login(form.email_address, 'another guess', '198.51.103.100');
    expect(guess.statusCode).toBe(401);
    // 12 failures so far: this answer waits 3 steps.
    expect(performance.now() - started).toBeGreaterThanOrEqual(3 * DELAY_STEP_MS - 5);
    expect((await login(form.msisdn, password, '203.0.113.51')).statusCode).toBe(200);
  });

  it('stops one address after five tries at one account, even with the right password', async () => {
    const { form, password } = await createVerifiedOrganizer(t);
    for (let i = 0; i < 5; i++) {
      expect((await login(form.email_address, 'wrong guess', '198.51.104.1')).statusCode).toBe(401);
    }
    const limited = await login(form.email_address, password, '198.51.104.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().status_description).toMatch(/Too many sign-in attempts from this address/);
    // The same address may still try other accounts, and the owner elsewhere is not locked out.
    expect((await login(form.email_address, password, '198.51.104.2')).statusCode).toBe(200);
  });

  it('forgives an address its earlier typos once it signs in', async () => {
    const { form, password } = await createVerifiedOrganizer(t);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) {
        expect((await login(form.email_address, 'typo', '198.51.105.1')).statusCode).toBe(401);
      }
      expect((await login(form.email_address, password, '198.51.105.1')).statusCode).toBe(200);
    }
  });
});
