import fastifyCookie, { Signer } from '@fastify/cookie';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Pool } from 'pg';
import type { SessionConfig } from '../config';
import { PgChannel } from '../database/pg-channel';
import { CachedSessionStore, type PeekedSession } from './cached-session.store';
import { MemoizedSigner } from './memoized-signer';
import { cachedSessionReader, sessionHooks } from './session-hooks';
import { PgSessionStore } from './pg-session.store';
import type { SessionStore } from './session-store';

const SESSION_CHANNEL = 'session_changed';
const CACHE_TTL_MS = 30_000;
/** A session's expiry slides forward (a store write and a new cookie) at most this often. */
const TOUCH_INTERVAL_MS = 5 * 60_000;
const PRUNE_INTERVAL_MS = 15 * 60_000;
/** API paths that never read the session (everything outside /api never does). */
const SESSIONLESS_API_PATHS = ['/api/config/public', '/api/health', '/api/openapi.json'];

/** The built client, its shell and the few API answers that need no visitor must work while the database is down. */
function isSessionless(url: string): boolean {
  const path = url.split('?', 1)[0];
  if (path !== '/api' && !path.startsWith('/api/')) return true;
  return SESSIONLESS_API_PATHS.some((free) => path === free || path === `${free}/`);
}

/** What HTTP and websockets share: the store, and the signer that proves a cookie is ours. */
export interface Sessions {
  store: SessionStore;
  signer: Pick<Signer, 'sign' | 'unsign'>;
  cookieName: string;
  /** The session of a raw request's cookie header when it is in memory and the request would store nothing (see cachedSessionReader). */
  readCached: (cookieHeader: string | undefined) => PeekedSession['record'] | undefined;
}

/**
 * Server-side sessions kept in Postgres (table `sessions`), so any instance can serve any
 * visitor and a restart signs nobody out. The cookie only carries the signed id.
 * Sliding expiry: a session last stored more than TOUCH_INTERVAL_MS ago is stored again,
 * which also sends the cookie with the new expiry. Every other response carries no
 * Set-Cookie and costs no store write, and a visitor active within the max age stays signed in.
 */
export async function registerSessions(app: NestFastifyApplication, config: SessionConfig, pool: Pool, databaseUrl: string): Promise<Sessions> {
  const pgStore = new PgSessionStore(pool, PRUNE_INTERVAL_MS);
  const channel = new PgChannel(SESSION_CHANNEL, databaseUrl, pool);
  const store = new CachedSessionStore(pgStore, {
    ttlMs: CACHE_TTL_MS,
    announce: (sessionId) => channel.notify(sessionId),
  });
  // Logouts announced while the channel was down were missed: no copy is trusted after that.
  await channel.listen((sessionId) => store.forget(sessionId), { onReconnected: () => store.forgetAll() });

  const signer = new MemoizedSigner(new Signer(config.secret, 'sha256'));
  await app.register(fastifyCookie);
  const fastify = app.getHttpAdapter().getInstance();
  const lifetime = { maxAgeMs: config.maxAgeMs, absoluteMs: config.absoluteMaxAgeMs };
  const hooks = sessionHooks({
    store,
    signer,
    cookieName: config.cookieName,
    lifetime,
    secure: config.secureCookie,
    touchAfterMs: TOUCH_INTERVAL_MS,
    isSessionless,
  });
  fastify.decorateRequest('session', null as never);
  fastify.addHook('onRequest', hooks.onRequest);
  fastify.addHook('onSend', hooks.onSend);
  fastify.addHook('onClose', async () => {
    await channel.close();
    pgStore.close();
  });
  const readCached = cachedSessionReader({ store, signer, cookieName: config.cookieName, lifetime, touchAfterMs: TOUCH_INTERVAL_MS });
  return { store, signer, cookieName: config.cookieName, readCached };
}
