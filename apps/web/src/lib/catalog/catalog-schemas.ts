import { arrayOf, isInt, isString, objectOf, parserOf } from '../shape';

/**
 * Response checks for the contract's `category` and `organizer` lists. They load on the home page,
 * so they use the tiny checks of lib/shape instead of zod (see README, "Bundle budget"); the test
 * beside this file keeps them equal to the contract schemas.
 */
export const isCategory = objectOf({ id: isInt, name: isString });
export const isOrganizer = objectOf({ id: isInt, display_name: isString, slug: isString });

export const categoryList = parserOf(arrayOf(isCategory));
export const organizerList = parserOf(arrayOf(isOrganizer));
