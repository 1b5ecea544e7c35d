// Every journey imports `test` from here: it fails any test during which a page reported a
// Content-Security-Policy violation, so each screen the journeys visit is checked under the policy.
import { test as base, expect } from '@playwright/test';

export * from '@playwright/test';

const REPORT = '__tiketiCspViolation';

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding(REPORT, (_source, line: string) => {
        violations.push(line);
      });
      await context.addInitScript((name) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as Record<string, (line: string) => void>)[name];
          report?.(
            `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`,
          );
        });
      }, REPORT);
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
