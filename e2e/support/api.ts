import type { APIRequestContext } from '@playwright/test';

interface ListedEvent {
  id: number;
  title: string;
  slug: string;
  category_id: number;
  organizer_id: number;
}

/** What the API lists for a query: the journeys check the screen shows exactly that. */
export async function listEvents(request: APIRequestContext, query: Record<string, string | number> = {}) {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await request.get(`/api/v1/event/view?${params}`);
  if (!response.ok()) throw new Error(`event list answered ${response.status()}`);
  const body = await response.json();
  return body.message as { data: ListedEvent[]; total: number };
}
