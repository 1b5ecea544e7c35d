import { queryOptions, useQuery } from '@tanstack/react-query';
import { category } from '@tiketi/contract/catalog';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const categoryList = z.array(category);

/**
 * `GET v1/client/category/view` for the Event category dropdown: public, and a 500 forces a logout
 * (spec 8). Same call and cache key as the home filters; features do not share code.
 */
export async function getEventCategories(signal?: AbortSignal) {
  const response = await apiRequest({
    path: 'v1/client/category/view',
    schema: categoryList,
    side: 'public',
    logoutOn500: true,
    signal,
  });
  return response.message;
}

export const eventCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'categories'],
    queryFn: ({ signal }) => getEventCategories(signal),
    staleTime: 5 * 60_000,
  });

export function useEventCategories() {
  return useQuery(eventCategoriesQueryOptions());
}
