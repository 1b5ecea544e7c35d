import type { OrderDetail } from '@tiketi/contract/orders';
import { http, type JsonBodyType } from 'msw';
import { API, envelope, server } from '@/testing/server';

export interface SentCall {
  path: string;
  method: string;
  body: unknown;
}

/**
 * Answers `GET v1/orders/{reference}` with `reads` in turn (the last one again after that), and each
 * action with the response `answer` gives for it. Returns every action call, with its body.
 */
export function orderEndpoints(
  reads: OrderDetail[],
  answer: (call: SentCall) => Response | { order: OrderDetail; status?: number },
) {
  const sent: SentCall[] = [];
  let read = 0;
  const reference = reads[0]?.booking_id ?? '';
  const base = `${API}/v1/orders/${reference}`;
  const act = async ({ request }: { request: Request }) => {
    const text = await request.text();
    const call = {
      path: new URL(request.url).pathname.replace(/^\/api\/v1\/orders\/[^/]+/, '') || '/',
      method: request.method,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    sent.push(call);
    const result = answer(call);
    if (result instanceof Response) return result;
    return envelope(result.order as unknown as JsonBodyType, { status: result.status ?? 200 });
  };
  server.use(
    http.get(base, () => {
      const order = reads[Math.min(read, reads.length - 1)];
      read += 1;
      return envelope(order as unknown as JsonBodyType);
    }),
    http.put(base, act),
    http.put(`${base}/:action`, act),
    http.post(`${base}/:action`, act),
  );
  return sent;
}
