import { arrayOf, isInt, isNonNegativeInt, isString, nullable, objectOf, parserOf } from '../../../lib/shape';

/**
 * Response check for the contract's `listOf(eventSummary)`. The list loads on the home page, so it
 * uses lib/shape instead of zod (see README, "Bundle budget"); the test beside it keeps it equal
 * to the contract schema.
 */
export const isEventSummary = objectOf({
  id: isInt,
  title: isString,
  slug: isString,
  image: nullable(isString),
  image_srcset: nullable(isString),
  short_description: isString,
  organizer: isString,
  organizer_id: isInt,
  organizer_slug: isString,
  category: isString,
  category_id: isInt,
  start_time: isString,
  end_time: isString,
  time_zone: isString,
  location: isString,
  currency: isString,
  status: isInt,
  tickets_bought: isInt,
  max_tickets: isInt,
});

export const isEventList = objectOf({ data: arrayOf(isEventSummary), total: isNonNegativeInt });

export const eventList = parserOf(isEventList);
