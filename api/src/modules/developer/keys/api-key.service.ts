import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { LRUCache } from 'lru-cache';
import { DataSource, EntityManager } from 'typeorm';
import type { DatabaseConfig } from '../../../config';
import { PgChannel } from '../../../database/pg-channel';
import { poolOf } from '../../../database/pool-of';
import type { CreatedKeyDto, KeyDto } from '../dto/key.dto';
import { KeyNotFoundException, KeyQuotaException } from '../developer.errors';
import type { Scope } from '../scopes';
import { ApiKeyCache, StoredKey } from './api-key-cache';
import { keyPrefix, newApiKey, parseApiKey, secretMatches } from './api-key-format';
import type { ApiKeyPrincipal } from './api-key-principal';

export const MAX_LIVE_KEYS = 20;
const KEY_CHANNEL = 'api_key_changes';
/** last_used_at is written at most this often per key and instance, off the request path. */
const TOUCH_EVERY_MS = 60_000;
const LIVE = '(revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now()))';
const COLUMNS = 'id, public_id, name, scopes, created_at, last_used_at, expires_at';

type KeyRow = { id: string; public_id: string; name: string; scopes: string[]; created_at: Date; last_used_at: Date | null; expires_at: Date | null };

const view = (r: KeyRow): KeyDto => ({
  id: r.id,
  name: r.name,
  scopes: r.scopes,
  prefix: keyPrefix(r.public_id),
  createdAt: r.created_at.toISOString(),
  lastUsedAt: r.last_used_at?.toISOString() ?? null,
  expiresAt: r.expires_at?.toISOString() ?? null,
});

/**
 * API keys: made, listed, revoked and rolled for the console, and checked on every /v1 call
 * from a per-instance cache. A revocation or roll is announced on a Postgres channel, so every
 * instance drops its cached copy within a moment of the commit.
 */
@Injectable()
export class ApiKeyService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ApiKeyService.name);
  private readonly cache = new ApiKeyCache();
  private readonly channel: PgChannel;
  private readonly touchedAt = new LRUCache<string, number>({ max: 100_000 });

  constructor(
    private readonly dataSource: DataSource,
    config: ConfigService,
  ) {
    this.channel = new PgChannel(KEY_CHANNEL, config.getOrThrow<DatabaseConfig>('database').url ?? '', poolOf(dataSource));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.channel.listen((publicId) => this.cache.forget(publicId), { onReconnected: () => this.cache.clear() });
  }

  async onModuleDestroy(): Promise<void> {
    await this.channel.close();
  }

  async create(userId: number, name: string, scopes: Scope[]): Promise<CreatedKeyDto> {
    return this.dataSource.transaction(async (m) => {
      // Two concurrent creations must not both pass the quota.
      await m.query('SELECT pg_advisory_xact_lock(hashtext($1), $2)', ['developer:keys', userId]);
      const [{ live }] = await m.query(`SELECT count(*)::int AS live FROM api_keys WHERE user_id = $1 AND ${LIVE}`, [userId]);
      if (live >= MAX_LIVE_KEYS) throw new KeyQuotaException(MAX_LIVE_KEYS);
      return this.insert(m, userId, name, scopes);
    });
  }

  /** Live keys (not revoked, not past a roll's grace), newest first. */
  async list(userId: number): Promise<KeyDto[]> {
    const rows: KeyRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM api_keys WHERE user_id = $1 AND ${LIVE} ORDER BY created_at DESC, id DESC`, [
      userId,
    ]);
    return rows.map(view);
  }

  async revoke(userId: number, id: string): Promise<void> {
    const [rows] = await this.dataSource.query(`UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND ${LIVE} RETURNING public_id`, [
      id,
      userId,
    ]);
    if (!rows.length) throw new KeyNotFoundException();
    await this.announce(rows[0].public_id);
  }

  /**
   * A new key with the same name and scopes now; the old one keeps working for `graceSeconds`.
   * A key in its grace period still counts toward the quota: a roll that would leave more than
   * MAX_LIVE_KEYS usable keys is refused (nothing changes), so rolls cannot multiply keys.
   */
  async roll(userId: number, id: string, graceSeconds: number): Promise<CreatedKeyDto> {
    const { created, oldPublicId } = await this.dataSource.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock(hashtext($1), $2)', ['developer:keys', userId]);
      const [rows] = await m.query(
        `UPDATE api_keys SET expires_at = LEAST(COALESCE(expires_at, 'infinity'), now() + make_interval(secs => $3))
         WHERE id = $1 AND user_id = $2 AND ${LIVE} RETURNING public_id, name, scopes`,
        [id, userId, graceSeconds],
      );
      if (!rows.length) throw new KeyNotFoundException();
      const [{ live }] = await m.query(`SELECT count(*)::int AS live FROM api_keys WHERE user_id = $1 AND ${LIVE}`, [userId]);
      if (live >= MAX_LIVE_KEYS) throw new KeyQuotaException(MAX_LIVE_KEYS, true);
      return { created: await this.insert(m, userId, rows[0].name, rows[0].scopes), oldPublicId: rows[0].public_id as string };
    });
    await this.announce(oldPublicId);
    return created;
  }

  /** The principal of a valid, live key, or null. `cachedOnly`: null for a key not in memory, rather than reading it. */
  async authenticate(token: string, cachedOnly = false): Promise<ApiKeyPrincipal | null> {
    const parsed = parseApiKey(token);
    if (!parsed) return null;
    const key = cachedOnly ? (this.cache.get(parsed.publicId) ?? null) : await this.stored(parsed.publicId);
    if (!key || key.revoked || (key.expiresAt !== null && key.expiresAt <= Date.now())) return null;
    if (!secretMatches(parsed.secret, key.secretHash)) return null;
    this.touch(key.id);
    return { keyId: key.id, userId: key.userId, prefix: keyPrefix(key.publicId), scopes: new Set(key.scopes) as ApiKeyPrincipal['scopes'] };
  }

  private async insert(m: EntityManager, userId: number, name: string, scopes: string[]): Promise<CreatedKeyDto> {
    const { publicId, secretHash, key } = newApiKey();
    const [row]: KeyRow[] = await m.query(
      `INSERT INTO api_keys (public_id, secret_hash, name, scopes, user_id) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [publicId, secretHash, name, scopes, userId],
    );
    return { ...view(row), key };
  }

  private async stored(publicId: string): Promise<StoredKey | null> {
    const cached = this.cache.get(publicId);
    if (cached !== undefined) return cached;
    const readVersion = this.cache.currentVersion;
    const [row] = await this.dataSource.query('SELECT id, user_id, secret_hash, scopes, expires_at, revoked_at FROM api_keys WHERE public_id = $1', [publicId]);
    const key: StoredKey | null = row
      ? {
          id: row.id,
          publicId,
          userId: row.user_id,
          secretHash: row.secret_hash,
          scopes: row.scopes,
          expiresAt: row.expires_at ? (row.expires_at as Date).getTime() : null,
          revoked: row.revoked_at !== null,
        }
      : null;
    this.cache.set(publicId, key, readVersion);
    return key;
  }

  /** Drops the key here at once, and on every other instance as soon as they hear the notice. */
  private async announce(publicId: string): Promise<void> {
    this.cache.forget(publicId);
    await this.dataSource.query('SELECT pg_notify($1, $2)', [KEY_CHANNEL, publicId]);
  }

  private touch(keyId: string): void {
    const now = Date.now();
    const last = this.touchedAt.get(keyId);
    if (last !== undefined && now - last < TOUCH_EVERY_MS) return;
    this.touchedAt.set(keyId, now);
    this.dataSource.query('UPDATE api_keys SET last_used_at = now() WHERE id = $1', [keyId]).catch((error: Error) => {
      this.touchedAt.delete(keyId);
      this.logger.warn(`Could not record a key's use: ${error.message}`);
    });
  }
}
