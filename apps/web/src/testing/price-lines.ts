import { screen, within } from '@testing-library/react';

/**
 * The amount a price line shows (its <dd>), found by its label (its <dt>), within `root` when given;
 * null when the line is not shown.
 */
export function priceLineOf(label: string, root?: HTMLElement): string | null {
  const scope = root ? within(root) : screen;
  const term = scope.queryByText(label, { selector: 'dt' });
  return term?.nextElementSibling?.textContent ?? null;
}
