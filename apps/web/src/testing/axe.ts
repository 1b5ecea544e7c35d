import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Fails on any serious or critical WCAG 2.1 A/AA violation axe finds in the rendered screen, as the
 * e2e accessibility check does in a browser. jsdom lays nothing out, so colour contrast is left to
 * that browser check.
 */
export async function expectNoSeriousViolations(root: Element = document.body) {
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}
