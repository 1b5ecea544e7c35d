import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The web app's own import alias, so its modules can be tested as the app builds them.
const webAlias = { '@/': fileURLToPath(new URL('./apps/web/src/', import.meta.url)) };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // Vitest's default is one worker on a 2-core machine; these suites are CPU-bound and
          // independent, and two workers take about two thirds of the time.
          maxWorkers: 2,
          alias: webAlias,
          // Screen tests (.test.tsx) run once, in 'web', with a DOM.
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          alias: webAlias,
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
          // An absolute API base, so the calls reach MSW's handlers as URLs.
          env: { VITE_API_BASE: 'http://localhost:3000/api/' },
          // Screen tests type and click through whole forms; on a shared, busy machine one can take
          // several seconds, so 5 s (vitest's default) fails them for slowness alone.
          testTimeout: 20_000,
          // Two workers, not the default one on 2 cores: 98 s instead of 140 s on this machine.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Vitest's default is one worker less than the cores: one worker on a 2-core machine. Most
          // API suites wait on PostgreSQL, loopback fakes and timers rather than the CPU, so two
          // workers finish the suite in about 60% of the time (measured under load: 486 s vs ~930 s).
          maxWorkers: 2,
        },
      },
    ],
  },
});
