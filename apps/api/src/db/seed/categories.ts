/** The platform's event categories: reference data every installation starts with. */
export const CATEGORY_NAMES = [
  'Music',
  'Business & Professional',
  'Food & Drink',
  'Arts & Culture',
  'Sports & Fitness',
  'Technology',
  'Community',
  'Education',
  'Film & Media',
  'Charity & Causes',
  'Nightlife',
  'Family & Kids',
] as const;

export type CategoryName = (typeof CATEGORY_NAMES)[number];
