import { API_BASE } from '@/config/site';
import { ApiError, buildUrl, NETWORK_ERROR_MESSAGE, type QueryValue } from './api-client';
import { sessionStore } from './session';

function fileNameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Downloads an organizer's CSV (`attendees.csv`, `orders.csv`). A plain link cannot send the Auth
 * header, so the file is fetched with it and handed to the browser as a download.
 */
export async function downloadWithSession(input: {
  path: string;
  query?: Record<string, QueryValue>;
  fallbackName: string;
}): Promise<void> {
  let response: Response;
  try {
    response = await fetch(buildUrl(API_BASE, input.path, input.query), {
      headers: { Auth: sessionStore.get().tokenKey, Accept: 'text/csv' },
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { status_description?: string } | null;
    throw new ApiError(
      response.status,
      body?.status_description || `The download failed (status ${response.status}).`,
    );
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), input.fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
