import { z } from 'zod';

/** Issue 19: what an API key may do. `read`: the organizer GET calls; `write`: also changes. */
export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_NAME_MAX = 60;
/** Active keys an organisation may hold at once. */
export const API_KEYS_PER_ORGANIZATION = 25;

/** Every key starts with this, so it is recognised in an Authorization header and by secret scanners. */
export const API_KEY_PREFIX = 'tk_';

const NAME_REQUIRED = 'Give the key a name, such as the tool that will use it';

/** `POST v1/client/api-keys` (the owner's session only). */
export const createApiKeyInput = z.object({
  name: z
    .string({ error: NAME_REQUIRED })
    .trim()
    .min(1, { error: NAME_REQUIRED })
    .max(API_KEY_NAME_MAX, { error: `The name can be at most ${API_KEY_NAME_MAX} characters` }),
  scope: z.enum(API_KEY_SCOPES, { error: 'The scope must be "read" or "write"' }),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeyInput>;

/** What creation answers in `message.data`: the key itself, shown this once and never again. */
export const createdApiKey = z.object({ data: z.object({ id: z.number().int(), key: z.string() }) });
export type CreatedApiKey = z.infer<typeof createdApiKey>;

/** A key as `GET v1/client/api-keys` lists it: never the key nor its hash, only its first characters. */
export const apiKeySummary = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  /** The key's first characters, e.g. `tk_Xy3kP9aB`, to tell keys apart. */
  prefix: z.string(),
  created_at: z.string(),
  /** The name of the owner who created it. */
  created_by: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKeySummary = z.infer<typeof apiKeySummary>;

export const apiKeyList = z.object({ data: z.array(apiKeySummary), total: z.number().int().nonnegative() });
export type ApiKeyList = z.infer<typeof apiKeyList>;

export const apiKeyParams = z.object({
  id: z.coerce.number({ error: 'API key not found' }).int().positive({ error: 'API key not found' }),
});
