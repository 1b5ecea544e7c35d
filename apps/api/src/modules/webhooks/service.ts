import {
  type CreateWebhookInput,
  WEBHOOK_ENDPOINTS_MAX,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookSecret,
} from '@tiketi/contract/webhooks';
import type { AppDeps } from '../../app-types';
import { AppError } from '../../lib/app-error';
import type { OrganizerActor } from '../sessions';
import { checkEndpointUrl } from './check-target';
import {
  countEndpoints,
  type DeliveryRow,
  deleteEndpoint,
  type EndpointRow,
  findDeliveries,
  findEndpoint,
  findEndpoints,
  insertEndpoint,
  replaceSecret,
  requeueDelivery,
} from './queries';
import { newWebhookSecret } from './signing';

type Deps = Pick<AppDeps, 'db' | 'config'>;

const ONLY_OWNER = 'Only the organisation owner can manage webhooks.';
export const ENDPOINT_NOT_FOUND = 'Webhook endpoint not found';
/** Deliveries the log shows per endpoint. */
const LOG_SIZE = 100;

function requireOwner(actor: OrganizerActor) {
  if (actor.role !== 'owner') throw new AppError('FORBIDDEN', ONLY_OWNER);
}

async function ownEndpoint(deps: Deps, actor: OrganizerActor, id: number) {
  requireOwner(actor);
  const endpoint = await findEndpoint(deps.db, actor.organizationId, id);
  if (!endpoint) throw new AppError('NOT_FOUND', ENDPOINT_NOT_FOUND);
  return endpoint;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  const overlap = row.previousSecretExpiresAt;
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    status: row.status,
    disabled_at: iso(row.disabledAt),
    created_at: row.createdAt.toISOString(),
    previous_secret_expires_at: overlap && overlap > new Date() ? overlap.toISOString() : null,
  };
}

function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    message_id: row.messageId,
    event_type: row.eventType,
    payload: row.payload,
    status: row.status,
    attempts: row.attempts,
    response_status: row.responseStatus,
    response_body: row.responseBody,
    duration_ms: row.durationMs,
    error: row.error,
    last_attempt_at: iso(row.lastAttemptAt),
    next_attempt_at: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** `POST v1/client/webhooks`: the secret is answered here and after a rotation, never again. */
export async function createWebhook(
  deps: Deps,
  actor: OrganizerActor,
  input: CreateWebhookInput,
): Promise<WebhookSecret> {
  requireOwner(actor);
  const url = await checkEndpointUrl(input.url, deps.config.webhooks);
  if ((await countEndpoints(deps.db, actor.organizationId)) >= WEBHOOK_ENDPOINTS_MAX) {
    throw new AppError('CONFLICT', `An organisation has at most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints`);
  }
  const secret = newWebhookSecret();
  const events = [...new Set(input.events)];
  const row = await insertEndpoint(deps.db, { organizationId: actor.organizationId, url, events, secret });
  return { id: row.id, secret };
}

export async function listWebhooks(deps: Deps, actor: OrganizerActor): Promise<WebhookEndpoint[]> {
  requireOwner(actor);
  return (await findEndpoints(deps.db, actor.organizationId)).map(toEndpoint);
}

export async function removeWebhook(deps: Deps, actor: OrganizerActor, id: number): Promise<void> {
  requireOwner(actor);
  if (!(await deleteEndpoint(deps.db, actor.organizationId, id))) {
    throw new AppError('NOT_FOUND', ENDPOINT_NOT_FOUND);
  }
}

/** A new secret; the previous one keeps signing (beside it) for a day, so receivers can switch. */
export async function rotateWebhookSecret(
  deps: Deps,
  actor: OrganizerActor,
  id: number,
): Promise<WebhookSecret> {
  requireOwner(actor);
  const secret = newWebhookSecret();
  if (!(await replaceSecret(deps.db, actor.organizationId, id, secret))) {
    throw new AppError('NOT_FOUND', ENDPOINT_NOT_FOUND);
  }
  return { id, secret };
}

export async function listWebhookDeliveries(
  deps: Deps,
  actor: OrganizerActor,
  id: number,
): Promise<WebhookDelivery[]> {
  const endpoint = await ownEndpoint(deps, actor, id);
  return (await findDeliveries(deps.db, endpoint.id, LOG_SIZE)).map(toDelivery);
}

export async function resendWebhookDelivery(
  deps: Deps,
  actor: OrganizerActor,
  id: number,
  deliveryId: number,
): Promise<WebhookDelivery> {
  const endpoint = await ownEndpoint(deps, actor, id);
  const row = await requeueDelivery(deps.db, endpoint.id, deliveryId);
  if (!row) throw new AppError('NOT_FOUND', 'Delivery not found');
  return toDelivery(row);
}
