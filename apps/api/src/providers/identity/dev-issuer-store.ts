/// <reference path="./oidc-provider.d.ts" />
import type { Adapter, AdapterPayload } from 'oidc-provider';

/** At most this many entries; past it, expired ones go first, then the oldest. */
const MAX_ENTRIES = 5000;

/**
 * The development issuer's state (interactions, sessions, codes, grants) in this process's memory:
 * a restart signs the tester out of the issuer, nothing more. One store per issuer, unlike
 * oidc-provider's module-wide quick-start adapter.
 */
export function createDevIssuerStore(): new (model: string) => Adapter {
  const entries = new Map<string, { value: unknown; expiresAt: number }>();

  const read = <T>(key: string): T | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.value as T;
  };

  const write = (key: string, value: unknown, expiresInSeconds: number | undefined) => {
    entries.delete(key);
    entries.set(key, { value, expiresAt: Date.now() + (expiresInSeconds ?? 3600) * 1000 });
    if (entries.size <= MAX_ENTRIES) return;
    const now = Date.now();
    for (const [name, entry] of entries) if (entry.expiresAt <= now) entries.delete(name);
    for (const name of entries.keys()) {
      if (entries.size <= MAX_ENTRIES) break;
      entries.delete(name);
    }
  };

  return class DevIssuerAdapter implements Adapter {
    constructor(private readonly model: string) {}

    private key(id: string) {
      return `${this.model}:${id}`;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      write(this.key(id), payload, expiresIn);
      if (this.model === 'Session' && payload.uid) write(`sessionUid:${payload.uid}`, id, expiresIn);
      if (payload.userCode) write(`userCode:${payload.userCode}`, id, expiresIn);
      if (payload.grantId) {
        const grantKey = `grant:${payload.grantId}`;
        write(grantKey, [...(read<string[]>(grantKey) ?? []), this.key(id)], expiresIn);
      }
    }

    async find(id: string) {
      return read<AdapterPayload>(this.key(id));
    }

    async findByUid(uid: string) {
      const id = read<string>(`sessionUid:${uid}`);
      return id ? this.find(id) : undefined;
    }

    async findByUserCode(userCode: string) {
      const id = read<string>(`userCode:${userCode}`);
      return id ? this.find(id) : undefined;
    }

    async consume(id: string) {
      const payload = read<AdapterPayload>(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }

    async destroy(id: string) {
      entries.delete(this.key(id));
    }

    async revokeByGrantId(grantId: string) {
      for (const key of read<string[]>(`grant:${grantId}`) ?? []) entries.delete(key);
      entries.delete(`grant:${grantId}`);
    }
  };
}
