import { hkdfSync, randomBytes } from 'node:crypto';
import type { AppDeps } from '../../app-types';
import { readOrCreatePlatformSecret } from '../../lib/platform-secret';

const SECRET_NAME = 'ticket_link_secret';

/**
 * The key that signs e-ticket links: derived from TICKET_LINK_SECRET when set, otherwise from a
 * random secret the platform stores in its database on first use. Every instance on one database
 * thus signs alike with no configuration (ADR-011). Read once per process.
 */
export function createLinkKeySource(deps: Pick<AppDeps, 'db' | 'config'>): () => Promise<Buffer> {
  let key: Promise<Buffer> | null = null;
  const load = async () => {
    const secret =
      deps.config.ticketLinkSecret ??
      (await readOrCreatePlatformSecret(deps.db, SECRET_NAME, () => randomBytes(32).toString('base64url')));
    return Buffer.from(hkdfSync('sha256', secret, 'tiketi', 'e-ticket links v1', 32));
  };
  return () => {
    key ??= load().catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  };
}
