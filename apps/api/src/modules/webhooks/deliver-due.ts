import type { FastifyBaseLogger } from 'fastify';
import type { WebhooksConfig } from '../../config/webhooks';
import type { Db } from '../../db/client';
import { plainMail } from '../bookings';
import { enqueueMail } from '../mail';
import {
  type AttemptOutcome,
  type ClaimedDelivery,
  claimDueDeliveries,
  countEndpointFailure,
  disableEndpoint,
  findOwnerEmail,
  recordFailedAttempt,
  recordSuccess,
} from './delivery-queries';
import { sendWebhook, WebhookSendError } from './send-webhook';
import { signatureHeader } from './signing';

const DAY_MS = 24 * 3600 * 1000;
/** Retries of one delivery stop a day after it was created (or resent). */
export const RETRY_WINDOW_MS = DAY_MS;
/** An endpoint is disabled once it has failed this many attempts in a row over more than a day. */
export const DISABLE_AFTER_FAILURES = 10;

export interface DeliverDueOptions {
  db: Db;
  config: WebhooksConfig & { platformName: string };
  log: Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
  batchSize: number;
  leaseMs: number;
  timeoutMs: number;
  /** The clock: tests move it instead of waiting. */
  now: () => Date;
  /** Milliseconds to wait after the n-th failed attempt. */
  retryDelayMs: (failedAttempts: number) => number;
}

/** Claims one batch of due deliveries, sends each and records the outcome; answers how many. */
export async function deliverDueWebhooks(options: DeliverDueOptions): Promise<number> {
  const rows = await claimDueDeliveries(options.db, {
    now: options.now(),
    limit: options.batchSize,
    leaseMs: options.leaseMs,
  });
  await Promise.all(rows.map((row) => deliverOne(options, row)));
  return rows.length;
}

async function deliverOne(options: DeliverDueOptions, row: ClaimedDelivery): Promise<void> {
  const now = options.now();
  const timestamp = Math.floor(now.getTime() / 1000);
  const body = JSON.stringify(row.payload);
  const overlapEnds = row.previous_secret_expires_at ? new Date(row.previous_secret_expires_at) : null;
  const previous = overlapEnds && overlapEnds > now ? row.previous_secret : null;
  const headers = {
    'webhook-id': row.message_id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signatureHeader(
      { current: row.secret, previous },
      { id: row.message_id, timestamp, body },
    ),
  };
  const base = { deliveryId: row.id, endpointId: row.endpoint_id, attempts: row.attempts + 1, now };
  let outcome: AttemptOutcome;
  try {
    const response = await sendWebhook({
      url: row.url,
      headers,
      body,
      allowPrivate: options.config.allowPrivate,
      timeoutMs: options.timeoutMs,
    });
    const isSuccess = response.status >= 200 && response.status < 300;
    outcome = {
      ...base,
      responseStatus: response.status,
      responseBody: response.body,
      durationMs: response.durationMs,
      error: isSuccess
        ? null
        : response.status >= 300 && response.status < 400
          ? `HTTP ${response.status}: redirects are not followed`
          : `HTTP ${response.status}`,
    };
  } catch (error) {
    outcome = {
      ...base,
      responseStatus: null,
      responseBody: null,
      durationMs: error instanceof WebhookSendError ? error.durationMs : 0,
      error: error instanceof Error ? error.message : String(error),
    };
  }
  try {
    if (outcome.error === null) {
      await recordSuccess(options.db, outcome);
      options.log.debug({ deliveryId: row.id }, 'webhook delivered');
    } else {
      await recordFailure(options, row, outcome);
    }
  } catch (error) {
    // The lease runs out and the delivery is tried again.
    options.log.error({ err: error, deliveryId: row.id }, 'webhooks: could not record a delivery outcome');
  }
}

/**
 * Records a failed attempt: another try after the backoff while within the delivery's day, failed
 * after it. The endpoint counts the failure; one failing for over a day, `DISABLE_AFTER_FAILURES`
 * attempts or more in a row, is disabled and its owner mailed, in the same transaction.
 */
async function recordFailure(options: DeliverDueOptions, row: ClaimedDelivery, outcome: AttemptOutcome) {
  const { now } = outcome;
  const retryAt = new Date(now.getTime() + options.retryDelayMs(outcome.attempts));
  const isWithinWindow = retryAt.getTime() <= new Date(row.retry_from).getTime() + RETRY_WINDOW_MS;
  const disabled = await options.db.transaction(async (tx) => {
    await recordFailedAttempt(tx, { ...outcome, retryAt: isWithinWindow ? retryAt : null });
    const endpoint = await countEndpointFailure(tx, row.endpoint_id, now);
    if (endpoint?.status !== 'active' || !endpoint.failingSince) return false;
    const isFailingLong = now.getTime() - endpoint.failingSince.getTime() >= DAY_MS;
    if (!isFailingLong || endpoint.consecutiveFailures < DISABLE_AFTER_FAILURES) return false;
    await disableEndpoint(tx, endpoint.id, now);
    const owner = await findOwnerEmail(tx, row.organization_id);
    if (owner) {
      await enqueueMail(tx, disabledMail(options.config.platformName, owner, endpoint.url, outcome.error), {
        idempotencyKey: `webhook-disabled:${endpoint.id}:${now.getTime()}`,
      });
    }
    return true;
  });
  if (disabled) {
    options.log.warn({ endpointId: row.endpoint_id }, 'webhook endpoint disabled after failing for a day');
  } else {
    options.log.info(
      { deliveryId: row.id, attempts: outcome.attempts, willRetry: isWithinWindow, error: outcome.error },
      'webhook delivery failed',
    );
  }
}

function disabledMail(platformName: string, to: string, url: string, error: string | null) {
  return plainMail(to, `Your webhook endpoint was turned off`, [
    'Hello,',
    '',
    `Deliveries to your webhook endpoint ${url} have failed for more than a day, so we turned it off and stopped sending to it.`,
    error ? `The last attempt failed with: ${error}` : '',
    '',
    'Once the receiver works again, open Team settings, Webhooks, and choose Resend on a delivery: that turns the endpoint back on.',
    '',
    `The ${platformName} team`,
  ]);
}
