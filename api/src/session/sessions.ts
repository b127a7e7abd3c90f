import fastifyCookie, { Signer } from '@fastify/cookie';
import fastifySession, { type SessionStore } from '@fastify/session';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import connectPgSimple from 'connect-pg-simple';
import type { Pool } from 'pg';
import type { SessionConfig } from '../config';
import { PgChannel } from '../database/pg-channel';
import { CachedSessionStore } from './cached-session.store';
import { MemoizedSigner } from './memoized-signer';

const SESSION_CHANNEL = 'session_changed';
const CACHE_TTL_MS = 30_000;
/** A session's expiry slides forward (a store write and a new cookie) at most this often. */
const TOUCH_INTERVAL_MS = 5 * 60_000;
const PRUNE_INTERVAL_SECONDS = 15 * 60;

/** What HTTP and websockets share: the store, and the signer that proves a cookie is ours. */
export interface Sessions {
  store: SessionStore;
  signer: Pick<Signer, 'sign' | 'unsign'>;
  cookieName: string;
}

/**
 * Server-side sessions kept in Postgres (table `sessions`), so any instance can serve any
 * visitor and a restart signs nobody out. The cookie only carries the signed id.
 * connect-pg-simple only needs a Store base class, which @fastify/session provides.
 */
export async function registerSessions(app: NestFastifyApplication, config: SessionConfig, pool: Pool, databaseUrl: string): Promise<Sessions> {
  const PgStore = connectPgSimple({ Store: fastifySession.Store } as never);
  const pgStore = new PgStore({ pool, tableName: 'sessions', createTableIfMissing: false, pruneSessionInterval: PRUNE_INTERVAL_SECONDS });
  const channel = new PgChannel(SESSION_CHANNEL, databaseUrl, pool);
  const store = new CachedSessionStore(pgStore as unknown as SessionStore, {
    ttlMs: CACHE_TTL_MS,
    announce: (sessionId) => channel.notify(sessionId),
  });
  await channel.listen((sessionId) => store.forget(sessionId));

  const signer = new MemoizedSigner(new Signer(config.secret, 'sha256'));
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    cookieName: config.cookieName,
    secret: signer,
    store,
    saveUninitialized: false,
    // Not on every response: see the onRequest hook below.
    rolling: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure: config.secureCookie, maxAge: config.maxAgeMs, path: '/' },
  });
  const fastify = app.getHttpAdapter().getInstance();
  // Sliding expiry: a session last stored more than TOUCH_INTERVAL_MS ago is stored again now,
  // which also sends the cookie with the new expiry. Every other response carries no
  // Set-Cookie and costs no serialisation, and a visitor active within 7 days stays signed in.
  fastify.addHook('onRequest', async (request) => {
    // @fastify/session keeps the stored expiry as `originalExpires` (not in its typings).
    const storedExpiry = (request.session?.cookie as { originalExpires?: Date } | undefined)?.originalExpires?.getTime();
    if (storedExpiry !== undefined && storedExpiry - Date.now() < config.maxAgeMs - TOUCH_INTERVAL_MS) await request.session.save();
  });
  fastify.addHook('onClose', async () => {
    await channel.close();
    await (pgStore as unknown as { close(): Promise<void> }).close();
  });
  return { store, signer, cookieName: config.cookieName };
}
