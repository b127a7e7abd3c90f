import { Injectable, OnModuleInit } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { hash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { type ApiKeyPrincipal, type BearerStrategy, OtherBearerTokens } from '../../developer';
import { ConnectionAccountNotFoundException, ConnectionBrokenException, InvalidAccessTokenException, TokenNotAllowedException } from '../connect.errors';
import { ArtifactStore } from '../oauth/artifact-store';
import { ConnectionLifecycle } from './connection-lifecycle.service';
import { connectionByGrant } from './connections.queries';

/** What one access token stands for, cached per instance until it expires or its grant is revoked. */
interface TokenEntry {
  grantId: string;
  expiresAtMs: number;
  scopes: ReadonlySet<string>;
  connectionId: string;
  clientId: string;
  ownerId: number;
  accountIds: ReadonlySet<string>;
  accountList: readonly string[];
  broken: { reason: string | null } | null;
  /** The connection's re-login horizon in account time (epoch ms), null when its broker has none. */
  reauthByMs: number | null;
}

const CACHE_TTL_MS = 5 * 60_000;
/** oidc-provider's opaque tokens: 256 random bits in 43 base64url characters (formats.bitsOfOpaqueRandomness). */
const OPAQUE_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const ACCOUNT_ROUTE = '/v1/accounts/:accountId';
/** Reads a token makes beside its accounts: its connection, and the brokers' capability documents. */
const CONNECTION_ROUTES = new Set(['/v1/connections', '/v1/connections/:id', '/v1/brokers', '/v1/brokers/:brokerId']);
/** GET /v1/accounts lists the token's own accounts (the principal carries them). */
const ACCOUNTS_LIST = '/v1/accounts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the /v1 call came with a Connect access token rather than an API key. */
    connectToken?: { connectionId: string; clientId: string };
  }
}

/**
 * Connect's access tokens on /v1, beside API keys (the key guard hands over any token shaped like
 * one of ours: 43 base64url characters; anything else is treated as a key). A token reaches its connection's accounts (GET /v1/accounts lists them) and GET /v1/connections only, acts for
 * the app's developer, and carries the scopes the user granted. Each instance caches what a token
 * stands for; a revoked grant (revocation, reuse, a deleted connection or app) is announced by
 * ArtifactStore and dropped from every instance's cache.
 */
@Injectable()
export class AccessTokenStrategy implements BearerStrategy, OnModuleInit {
  private readonly cache = new LRUCache<string, TokenEntry>({ max: 50_000, ttl: CACHE_TTL_MS });
  /** Counts revocations heard: an entry read while one arrived is not cached (it may predate it). */
  private revocations = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly artifacts: ArtifactStore,
    private readonly others: OtherBearerTokens,
    private readonly lifecycle: ConnectionLifecycle,
  ) {}

  onModuleInit(): void {
    this.others.use(this);
    this.artifacts.onRevoked((grantId) => {
      this.revocations++;
      if (grantId === '*') return this.cache.clear();
      for (const [key, entry] of this.cache.entries()) if (entry.grantId === grantId) this.cache.delete(key);
    });
  }

  recognizes(token: string): boolean {
    return OPAQUE_TOKEN.test(token);
  }

  async authenticate(token: string, request: FastifyRequest): Promise<ApiKeyPrincipal> {
    const entry = await this.entryFor(token);
    if (!entry || entry.expiresAtMs <= Date.now()) throw new InvalidAccessTokenException();
    const accountId = this.checkRoute(entry, request);
    if (accountId) await this.checkUnbroken(entry, accountId);
    request.connectToken = { connectionId: entry.connectionId, clientId: entry.clientId };
    return {
      keyId: `connection:${entry.connectionId}`,
      userId: entry.ownerId,
      prefix: `oauth:${entry.clientId}`,
      scopes: entry.scopes as ApiKeyPrincipal['scopes'],
      accountIds: entry.accountList,
    };
  }

  /**
   * A broken connection's account calls answer 409 CONNECTION.BROKEN (its connection reads still
   * answer, so the app can see why). One whose horizon the account's clock has passed breaks now,
   * whoever notices first (this call, or the horizon job within seconds).
   */
  private async checkUnbroken(entry: TokenEntry, accountId: string): Promise<void> {
    if (entry.broken) throw new ConnectionBrokenException(entry.connectionId, entry.broken.reason);
    if (entry.reauthByMs === null || !(await this.lifecycle.pastHorizonOn(entry.reauthByMs, accountId))) return;
    const connection = await connectionByGrant(this.dataSource, entry.grantId);
    if (connection && (await this.lifecycle.breakIfPastHorizon(connection))) throw new ConnectionBrokenException(entry.connectionId, 'reauth_required');
  }

  /** A token reaches its own connection's accounts and the connections list; everything else takes a key. Returns the account called about, if any. */
  private checkRoute(entry: TokenEntry, request: FastifyRequest): string | undefined {
    const route = request.routeOptions.url ?? '';
    if ((CONNECTION_ROUTES.has(route) || route === ACCOUNTS_LIST) && request.method === 'GET') return undefined;
    if (route === ACCOUNT_ROUTE || route.startsWith(`${ACCOUNT_ROUTE}/`)) {
      const { accountId } = request.params as { accountId?: string };
      if (accountId && entry.accountIds.has(accountId)) return accountId;
      throw new ConnectionAccountNotFoundException();
    }
    throw new TokenNotAllowedException();
  }

  private async entryFor(token: string): Promise<TokenEntry | null> {
    const key = hash('sha256', token, 'base64url');
    const cached = this.cache.get(key);
    if (cached) return cached;
    const version = this.revocations;
    const payload = await this.artifacts.accessTokenPayload(token);
    if (!payload?.grantId || typeof payload.exp !== 'number') return null;
    const connection = await connectionByGrant(this.dataSource, payload.grantId);
    if (!connection || connection.status === 'revoked') return null;
    const entry: TokenEntry = {
      grantId: payload.grantId,
      expiresAtMs: payload.exp * 1000,
      scopes: new Set((payload.scope ?? '').split(' ').filter(Boolean)),
      connectionId: connection.id,
      clientId: connection.client_id,
      ownerId: connection.owner_user_id,
      accountIds: new Set(connection.account_ids),
      accountList: connection.account_ids,
      broken: connection.status === 'broken' ? { reason: connection.broken_reason } : null,
      reauthByMs: connection.reauth_by?.getTime() ?? null,
    };
    if (version === this.revocations) this.cache.set(key, entry);
    return entry;
  }
}
