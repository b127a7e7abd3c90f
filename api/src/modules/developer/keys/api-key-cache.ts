import { LRUCache } from 'lru-cache';

/** A stored key as authentication needs it. */
export interface StoredKey {
  id: string;
  publicId: string;
  userId: number;
  secretHash: string;
  scopes: string[];
  /** Epoch ms after which it no longer works (a rolled key's grace), or null. */
  expiresAt: number | null;
  revoked: boolean;
}

const MAX_KEYS = 10_000;
/** A backstop only: changes are announced (see ApiKeyService), this bounds a missed notice. */
const TTL_MS = 60_000;

/**
 * Keys by public id as last read, so a /v1 call costs no query to authenticate. `null`
 * remembers an unknown public id (random ids are never created after being looked up).
 */
export class ApiKeyCache {
  private readonly keys = new LRUCache<string, StoredKey | { missing: true }>({ max: MAX_KEYS, ttl: TTL_MS });
  /** Bumped by every forget: a read that started before one must not cache what it saw. */
  private version = 0;

  /** Take before reading a key from the database; hand back to `set`. */
  get currentVersion(): number {
    return this.version;
  }

  get(publicId: string): StoredKey | null | undefined {
    const entry = this.keys.get(publicId);
    if (entry === undefined) return undefined;
    return 'missing' in entry ? null : entry;
  }

  /** Caches what a read begun at `readVersion` saw, unless a change was announced meanwhile. */
  set(publicId: string, key: StoredKey | null, readVersion: number): void {
    if (readVersion === this.version) this.keys.set(publicId, key ?? { missing: true });
  }

  forget(publicId: string): void {
    this.version += 1;
    this.keys.delete(publicId);
  }

  clear(): void {
    this.version += 1;
    this.keys.clear();
  }
}
