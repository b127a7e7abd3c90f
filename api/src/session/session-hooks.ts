import { fastifyCookie, type Signer } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify';
import { nextExpiryMs, ServerSession, type SessionLifetime } from './server-session';
import type { CachedSessionStore, PeekedSession } from './cached-session.store';
import type { SessionRecord, SessionStore } from './session-store';

export interface SessionHookOptions {
  store: SessionStore;
  signer: Pick<Signer, 'sign' | 'unsign'>;
  cookieName: string;
  lifetime: SessionLifetime;
  /** Secure cookies: then a session is stored and its cookie sent over https only. */
  secure: boolean;
  /** A stored session is stored again (new expiry, new cookie) once it is this much older than a fresh one. */
  touchAfterMs: number;
  /**
   * Requests that never use the session (the built client, public config, health): their
   * session is neither read nor stored, so they never touch the database (and keep working
   * while it is down) and their cookie is left alone.
   */
  isSessionless?: (url: string) => boolean;
}

const COOKIE = { httpOnly: true, sameSite: 'lax', path: '/' } as const;

/**
 * A stored record that may still be used at `nowMs`: its cookie expires strictly later (a record
 * without a readable expiry never is). The session cache hands out its copy whatever the expiry,
 * so both readers below ask this, the hooks and the raw route's, and answer alike at the boundary.
 */
export function isLive(record: SessionRecord | null | undefined, nowMs: number): record is SessionRecord {
  return !!record && liveAt(new Date(record.cookie?.expires).getTime(), nowMs);
}

/** Whether a cookie expiring at `expiresMs` still holds at `nowMs` (NaN, an expiry no date parses from, never does). */
const liveAt = (expiresMs: number, nowMs: number): boolean => expiresMs > nowMs;

/** Whether a stored expiry should slide forward: a save now would move it by more than `touchAfterMs`. */
const slideDue = (nextExpiryMs: number, expiresMs: number, touchAfterMs: number): boolean => nextExpiryMs - expiresMs > touchAfterMs;

/** A stored session whose expiry should slide forward: stored again, with a new cookie, at the end of this request. */
function slidingExpiryDue(session: ServerSession, touchAfterMs: number): boolean {
  return session.isStored && slideDue(session.nextExpiryMs(), session.expires!.getTime(), touchAfterMs);
}

/**
 * Server-side sessions, read at the start of a request and stored at its end only when
 * something asks for it: the request changed the session's data, called `save()`, or the
 * session is due for its sliding expiry. A visitor who never gets data is never stored
 * (and gets no cookie). Kept lean on purpose: every API call, the once-a-second log polling
 * included, goes through it (@fastify/session cost about a third of such a call's CPU,
 * mostly building and hashing its Session object twice per request).
 */
export function sessionHooks(options: SessionHookOptions): { onRequest: onRequestHookHandler; onSend: onSendHookHandler } {
  const { store, signer, cookieName, lifetime, secure, touchAfterMs, isSessionless = () => false } = options;
  const sessionless = new WeakSet<FastifyRequest>();

  const onRequest: onRequestHookHandler = (request, _reply, done) => {
    if (isSessionless(request.url)) {
      sessionless.add(request);
      request.session = new ServerSession(store, lifetime);
      return done();
    }
    const cookie = request.cookies[cookieName];
    const unsigned = cookie ? signer.unsign(cookie) : undefined;
    if (!unsigned?.valid || !unsigned.value) {
      request.session = new ServerSession(store, lifetime);
      return done();
    }
    const id = unsigned.value;
    store.get(id, (error, record) => {
      if (error) return done(error instanceof Error ? error : new Error(String(error)));
      request.session = isLive(record, Date.now()) ? new ServerSession(store, lifetime, { id, record }) : new ServerSession(store, lifetime);
      done();
    });
  };

  const sendCookie = (request: FastifyRequest, reply: FastifyReply) => {
    const session = request.session;
    if (session.isSaved) {
      reply.setCookie(cookieName, signer.sign(session.sessionId), { ...COOKIE, secure, expires: session.expires });
    } else if (request.cookies[cookieName] && !session.isStored && !session.isDestroyed) {
      // The browser holds a cookie for a session we do not have (expired, forged, deleted): drop it.
      reply.clearCookie(cookieName, COOKIE);
    }
  };

  const onSend: onSendHookHandler = (request, reply, _payload, done) => {
    const session = request.session;
    // A secure cookie would never come back over plain http: store nothing for it.
    if (!session || sessionless.has(request) || session.isDestroyed || (secure && request.protocol !== 'https')) return done();
    const due = !session.isSaved && (session.isModified || slidingExpiryDue(session, touchAfterMs));
    if (!due) {
      sendCookie(request, reply);
      return done();
    }
    session.save().then(
      () => {
        sendCookie(request, reply);
        done();
      },
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  };

  return { onRequest, onSend };
}

/**
 * The session a raw request's cookie names, for a read that changes nothing: only when this
 * instance has it cached, it is live and not due for its sliding expiry, i.e. when the hooks
 * above would read it from memory and store nothing. Otherwise undefined, and the request
 * takes the usual way (where the hooks read, refresh or drop it). The answer is the cache's
 * own frozen copy: it is read, never changed.
 */
export function cachedSessionReader(
  options: Pick<SessionHookOptions, 'signer' | 'cookieName' | 'lifetime' | 'touchAfterMs'> & { store: CachedSessionStore },
): (cookieHeader: string | undefined) => PeekedSession['record'] | undefined {
  const { store, signer, cookieName, lifetime, touchAfterMs } = options;
  return (cookieHeader) => {
    const cookie = cookieHeader && fastifyCookie.parse(cookieHeader)[cookieName];
    const unsigned = cookie ? signer.unsign(cookie) : undefined;
    if (!unsigned?.valid || !unsigned.value) return undefined;
    const peeked = store.peek(unsigned.value);
    const now = Date.now();
    // isLive's and slidingExpiryDue's rules, on the times the cache read once.
    if (!peeked || !liveAt(peeked.expiresMs, now)) return undefined;
    return slideDue(nextExpiryMs(lifetime, peeked.startedAtMs, now), peeked.expiresMs, touchAfterMs) ? undefined : peeked.record;
  };
}
