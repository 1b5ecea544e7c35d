import {
  API_KEYS_PER_ORGANIZATION,
  type ApiKeySummary,
  type CreateApiKeyInput,
} from '@tiketi/contract/api-keys';
import type { AppDeps } from '../../app-types';
import { AppError, notFound } from '../../lib/app-error';
import { newApiKey, type OrganizerActor } from '../sessions';
import {
  countActiveApiKeys,
  findApiKeys,
  insertApiKey,
  lockOrganizationKeys,
  revokeOwnedApiKey,
} from './queries';

type Deps = Pick<AppDeps, 'db'>;

export const ONLY_OWNER_KEYS = 'Only the organisation owner can manage API keys.';
const KEYS_DO_NOT_MANAGE_KEYS = 'An API key cannot manage API keys. Sign in as the organisation owner.';

/** Keys are the owner's, through a signed-in session: never a teammate's, never another key's. */
function requireKeyManager(actor: OrganizerActor): void {
  if (actor.apiKey) throw new AppError('FORBIDDEN', KEYS_DO_NOT_MANAGE_KEYS);
  if (actor.role !== 'owner') throw new AppError('FORBIDDEN', ONLY_OWNER_KEYS);
}

/** Makes a key for the owner's organisation; the key itself is answered this once and never stored. */
export async function createApiKey(
  deps: Deps,
  actor: OrganizerActor,
  input: CreateApiKeyInput,
): Promise<{ id: number; key: string }> {
  requireKeyManager(actor);
  return deps.db.transaction(async (tx) => {
    await lockOrganizationKeys(tx, actor.organizationId);
    if ((await countActiveApiKeys(tx, actor.organizationId)) >= API_KEYS_PER_ORGANIZATION) {
      throw new AppError(
        'CONFLICT',
        `Your organisation has ${API_KEYS_PER_ORGANIZATION} API keys, the most it can have. Revoke one you no longer use first.`,
      );
    }
    const { key, hash, prefix } = newApiKey();
    const id = await insertApiKey(tx, {
      organizationId: actor.organizationId,
      createdBy: actor.user.id,
      name: input.name,
      scope: input.scope,
      keyHash: hash,
      prefix,
    });
    return { id, key };
  });
}

export async function listApiKeys(deps: Deps, actor: OrganizerActor): Promise<ApiKeySummary[]> {
  requireKeyManager(actor);
  const rows = await findApiKeys(deps.db, actor.organizationId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    scope: row.scope,
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    created_by: `${row.firstName} ${row.lastName}`.trim() || row.email,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  }));
}

/** Revokes a key: its next call is 401. Another organisation's key is 404, like an unknown one. */
export async function revokeApiKey(deps: Deps, actor: OrganizerActor, id: number): Promise<string> {
  requireKeyManager(actor);
  const revoked = await revokeOwnedApiKey(deps.db, actor.organizationId, id);
  if (!revoked) throw notFound('API key not found');
  return revoked.wasRevoked
    ? `The API key “${revoked.name}” was already revoked.`
    : `The API key “${revoked.name}” is revoked. Calls made with it now answer 401.`;
}
