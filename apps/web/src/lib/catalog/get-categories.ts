import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@tiketi/contract/catalog';
import { apiRequest } from '@/lib/api-client';
import { categoryList } from './catalog-schemas';

/**
 * `GET v1/client/category/view`: public; spec 8 forces a logout on 500 too. One fetcher and one
 * cache entry for the home filters and the organizer's category dropdown.
 */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const response = await apiRequest({
    path: 'v1/client/category/view',
    schema: categoryList,
    side: 'public',
    logoutOn500: true,
    signal,
  });
  return response.message;
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'categories'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 5 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
