import type { JsonBodyType } from 'msw';
import { eventEndpoints, type SentCall } from '@/testing/server';
import { sellingEvent } from './selling-fixtures';

/**
 * Answers event 7 and `calls` on its codes or sales settings (`GET`, `POST`, `PUT`, `DELETE` under
 * `v1/event/7/…`) with what `answer` gives; returns every call but the reads, with its body.
 */
export function sellingEndpoints(answer: (call: SentCall) => Response | JsonBodyType) {
  return eventEndpoints(
    7,
    sellingEvent as unknown as JsonBodyType,
    ['promo-codes', 'promo-codes/:codeId', 'sales-settings'],
    answer,
  );
}
