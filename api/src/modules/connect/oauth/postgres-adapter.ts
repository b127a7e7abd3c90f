import type { Adapter, AdapterPayload } from './oidc-provider';
import { oidc } from './oidc-provider';
import type { ArtifactStore } from './artifact-store';

/**
 * oidc-provider's adapter interface (its example/my_adapter.js) over ArtifactStore: one instance per
 * model name. `consume` is atomic: of two redemptions of one code or refresh token racing past the
 * library's own `consumed` check, the second is refused here and its grant revoked (RFC 9700 §4.14).
 */
export function postgresAdapter(store: ArtifactStore, findClient: (clientId: string) => Promise<AdapterPayload | undefined>): new (model: string) => Adapter {
  return class PostgresAdapter implements Adapter {
    constructor(private readonly model: string) {}

    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      return store.upsert(this.model, id, payload, expiresIn);
    }

    /** Clients are the apps table (registered through /v1/apps), never dynamic registration. */
    find(id: string): Promise<AdapterPayload | undefined> {
      return this.model === 'Client' ? findClient(id) : store.find(this.model, id);
    }

    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return store.findByUid(this.model, uid);
    }

    findByUserCode(): Promise<AdapterPayload | undefined> {
      return Promise.resolve(undefined);
    }

    async consume(id: string): Promise<void> {
      if (await store.consume(this.model, id)) return;
      const payload = await store.find(this.model, id);
      if (payload?.grantId) await store.revokeGrant(payload.grantId);
      throw new oidc.errors.InvalidGrant(`${this.model === 'RefreshToken' ? 'refresh token' : 'authorization code'} already used`);
    }

    async destroy(id: string): Promise<void> {
      await store.destroy(this.model, id);
    }

    revokeByGrantId(grantId: string): Promise<void> {
      return store.revokeGrant(grantId);
    }
  };
}
