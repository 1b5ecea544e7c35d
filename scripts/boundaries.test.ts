import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const fixture = fileURLToPath(new URL('./fixtures/boundaries/', import.meta.url));
const config = fileURLToPath(new URL('../.dependency-cruiser.cjs', import.meta.url));
const depcruise = fileURLToPath(new URL('../node_modules/.bin/depcruise', import.meta.url));

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

/** Cruises apps/ and packages/ under `cwd` with the repository's own rules, as `npm run lint:boundaries` does. */
function cruise(cwd: string): Violation[] {
  const run = spawnSync(depcruise, ['apps', 'packages', '--config', config, '--output-type', 'json'], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw run.error;
  const result = JSON.parse(run.stdout) as { summary: { violations: Violation[] } };
  return result.summary.violations;
}

const describeViolation = ({ rule, from, to }: Violation) => `${rule.name}: ${from} -> ${to}`;

describe('module boundaries (.dependency-cruiser.cjs)', () => {
  it('reports each broken rule of the fixture, and nothing it allows', { timeout: 60_000 }, () => {
    expect(cruise(fixture).map(describeViolation).sort()).toEqual([
      'api-lib-imports-no-module: apps/api/src/lib/helper.ts -> apps/api/src/modules/a/index.ts',
      'api-module-internals: apps/api/src/modules/b/reach-in.ts -> apps/api/src/modules/a/a-thing.ts',
      'api-outside-module-internals: apps/api/src/jobs/job.ts -> apps/api/src/modules/a/a-thing.ts',
      'no-circular: packages/c/src/ping.ts -> packages/c/src/pong.ts',
      'web-feature-imports-no-feature: apps/web/src/features/b/feature-b.ts -> apps/web/src/features/a/feature-a.ts',
      'web-shared-imports-no-feature: apps/web/src/lib/format.ts -> apps/web/src/features/a/feature-a.ts',
    ]);
  });

  it('fails the command on a violation, so npm test stops', { timeout: 60_000 }, () => {
    const run = spawnSync(depcruise, ['apps', 'packages', '--config', config], { cwd: fixture });
    expect(run.status).not.toBe(0);
  });

  it('finds no violation in the repository', { timeout: 120_000 }, () => {
    expect(cruise(root).map(describeViolation)).toEqual([]);
  });
});
