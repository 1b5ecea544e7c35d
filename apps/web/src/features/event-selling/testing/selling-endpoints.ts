import { http, type JsonBodyType } from 'msw';
import { API, envelope, server } from '@/testing/server';
import { sellingEvent } from './selling-fixtures';

export interface SentCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Answers event 7 and `calls` on its codes or sales settings (`GET`, `POST`, `PUT`, `DELETE` under
 * `v1/event/7/…`) with what `answer` gives; returns every call but the reads, with its body.
 */
export function sellingEndpoints(answer: (call: SentCall) => Response | JsonBodyType) {
  const sent: SentCall[] = [];
  const handle = async ({ request }: { request: Request }) => {
    const text = await request.text();
    const call = {
      method: request.method,
      path: new URL(request.url).pathname.replace(/^\/api\/v1\/event\/7/, ''),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    if (call.method !== 'GET') sent.push(call);
    const result = answer(call);
    return result instanceof Response ? result : envelope(result);
  };
  server.use(
    http.get(`${API}/v1/client/event/7`, () => envelope(sellingEvent as unknown as JsonBodyType)),
    http.all(`${API}/v1/event/7/promo-codes`, handle),
    http.all(`${API}/v1/event/7/promo-codes/:codeId`, handle),
    http.all(`${API}/v1/event/7/sales-settings`, handle),
  );
  return sent;
}
