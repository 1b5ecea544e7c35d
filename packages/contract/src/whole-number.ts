import { z } from 'zod';

/** A page or a page size in a query string: digits only, from 1 to `max`, with a message naming it. */
export const wholeNumber = (label: string, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { error: `${label} must be a whole positive number` })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, { error: `${label} must be at least 1` })
        .max(max, { error: `${label} must be at most ${max}` }),
    );
