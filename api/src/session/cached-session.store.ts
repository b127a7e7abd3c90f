import { LRUCache } from 'lru-cache';
import type { SessionRecord, SessionStore } from './session-store';

type Callback = (error?: unknown) => void;

export interface CachedSessionStoreOptions {
  /** How long a cached session may be served without asking the database again. */
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
  /** Tells other instances to forget a session that changed or ended here. */
  announce?: (sessionId: string) => void;
}

interface Entry {
  /** The whole session as stored, so every reader gets its own copy. */
  json: string;
  /** The session without its cookie: whether a write changed it decides whether others are told. */
  data: string;
  cachedAt: number;
  /** The entry parsed, for readers that change nothing (peek): made on the first peek, once. */
  peeked?: PeekedSession;
}

/** A cached session as a reader that changes nothing sees it: shared and frozen, with its cookie's times read. */
export interface PeekedSession {
  readonly record: DeepReadonly<SessionRecord>;
  /** The cookie's expiry; NaN when it has none a date parses from (such a session is never live). */
  readonly expiresMs: number;
  /** When the session began (bounds its whole life); undefined on sessions stored before it was kept. */
  readonly startedAtMs: number | undefined;
}

type DeepReadonly<T> = { readonly [K in keyof T]: T[K] extends object ? DeepReadonly<T[K]> : T[K] };

/**
 * A read-through, write-through cache in front of the Postgres session store: every API
 * call reads its session, and going to the database for each would make the session the
 * most expensive part of a request. Writes (changes, logouts, the periodic expiry renewal)
 * go straight to the database; changes and logouts are announced, so other instances drop
 * their copy at once, and `ttlMs` bounds how long a copy can outlive a missed announcement.
 */
export class CachedSessionStore implements SessionStore {
  private readonly entries: LRUCache<string, Entry>;
  private readonly now: () => number;

  constructor(
    private readonly inner: SessionStore,
    private readonly options: CachedSessionStoreOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.entries = new LRUCache({ max: options.maxEntries ?? 50_000 });
  }

  get(sessionId: string, callback: (error: unknown, session?: SessionRecord | null) => void): void {
    const entry = this.entries.get(sessionId);
    if (entry && this.now() - entry.cachedAt < this.options.ttlMs) {
      callback(null, JSON.parse(entry.json) as SessionRecord);
      return;
    }
    this.inner.get(sessionId, (error, session) => {
      if (error) return callback(error);
      if (session) this.remember(sessionId, session as SessionRecord, JSON.stringify(session), this.now());
      else this.entries.delete(sessionId);
      callback(null, session as SessionRecord | null);
    });
  }

  /**
   * The session as cached here, while fresh; undefined when reading it would take a query. One
   * parsed copy for every peek of an entry (the once-a-second log poll of every open demo peeks;
   * its JSON and its two dates were parsed on each, in the poll's profile), frozen so no reader can
   * change what the next one sees.
   */
  peek(sessionId: string): PeekedSession | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry || this.now() - entry.cachedAt >= this.options.ttlMs) return undefined;
    return (entry.peeked ??= peekedOf(entry.json));
  }

  set(sessionId: string, session: SessionRecord, callback: Callback): void {
    const json = JSON.stringify(session);
    const data = withoutCookie(session);
    const entry = this.entries.get(sessionId);
    const at = this.now();
    this.inner.set(sessionId, session, (error?: unknown) => {
      if (error) return callback(error);
      this.remember(sessionId, session, json, at, data);
      if (entry && entry.data !== data) this.options.announce?.(sessionId);
      callback();
    });
  }

  update(sessionId: string, session: SessionRecord, callback: (error: unknown, updated?: boolean) => void): void {
    const json = JSON.stringify(session);
    const data = withoutCookie(session);
    const entry = this.entries.get(sessionId);
    const at = this.now();
    this.inner.update(sessionId, session, (error, updated) => {
      if (error) return callback(error);
      if (!updated) {
        // Destroyed meanwhile (here or on another instance): it stays destroyed.
        this.entries.delete(sessionId);
        return callback(null, false);
      }
      this.remember(sessionId, session, json, at, data);
      if (entry && entry.data !== data) this.options.announce?.(sessionId);
      callback(null, true);
    });
  }

  destroy(sessionId: string, callback: Callback): void {
    this.entries.delete(sessionId);
    this.inner.destroy(sessionId, (error?: unknown) => {
      this.options.announce?.(sessionId);
      callback(error);
    });
  }

  /** Another instance changed or ended this session. */
  forget(sessionId: string): void {
    this.entries.delete(sessionId);
  }

  /** Announcements may have been missed (the channel was down): forget every copy. */
  forgetAll(): void {
    this.entries.clear();
  }

  private remember(sessionId: string, session: SessionRecord, json: string, at: number, data = withoutCookie(session)): void {
    this.entries.set(sessionId, { json, data, cachedAt: at });
  }
}

function peekedOf(json: string): PeekedSession {
  const record = deepFreeze(JSON.parse(json) as SessionRecord);
  const startedAt = record.cookie?.startedAt;
  return Object.freeze({
    record,
    expiresMs: new Date(record.cookie?.expires).getTime(),
    startedAtMs: startedAt ? Date.parse(startedAt) : undefined,
  });
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') for (const inner of Object.values(Object.freeze(value))) deepFreeze(inner);
  return value;
}

function withoutCookie(session: SessionRecord): string {
  const { cookie: _cookie, ...data } = session;
  return JSON.stringify(data);
}
