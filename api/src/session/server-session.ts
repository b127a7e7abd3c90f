import type { Session } from 'fastify';
import { randomBytes } from 'node:crypto';
import { SessionRecord, SessionStore, storeDestroy, storeSet, storeUpdate } from './session-store';

declare module 'fastify' {
  interface FastifyRequest {
    session: ServerSession & Session;
  }
}

export interface SessionLifetime {
  /** Sliding: how long a session lasts after it was last stored. */
  maxAgeMs: number;
  /** Absolute: how long a session lasts after it began, however active. */
  absoluteMs: number;
}

/** The expiry a save at `now` gives a session begun at `startedAtMs` (now, for one not stored yet): `maxAge` from now, never past the absolute lifetime. */
export function nextExpiryMs(lifetime: SessionLifetime, startedAtMs: number | undefined, now: number): number {
  return Math.min(now + lifetime.maxAgeMs, (startedAtMs ?? now) + lifetime.absoluteMs);
}

/** Random, URL-safe, 192 bits. */
const newSessionId = (): string => randomBytes(24).toString('base64url');

/**
 * The visitor's session during one request: the stored data as own properties (modules
 * declare theirs on fastify's `Session`), plus what the session plugin needs to decide at
 * the end of the request whether to store it and send the cookie.
 */
export class ServerSession {
  #id: string | undefined;
  #expires: Date | undefined;
  /** Kept as stored and parsed only when an expiry is worked out (not on every request). */
  #startedAtIso: string | undefined;
  /** The data as loaded (JSON), to tell at the end whether the request changed it. */
  #loaded: string;
  #saved = false;
  #destroyed = false;
  readonly #store: SessionStore;
  readonly #lifetime: SessionLifetime;

  constructor(store: SessionStore, lifetime: SessionLifetime, stored?: { id: string; record: SessionRecord }) {
    this.#store = store;
    this.#lifetime = lifetime;
    if (stored) {
      const { cookie, ...data } = stored.record;
      Object.assign(this, data);
      this.#id = stored.id;
      this.#expires = new Date(cookie.expires);
      this.#startedAtIso = cookie.startedAt;
    }
    this.#loaded = stored ? this.dataJson() : '{}';
  }

  /** A new visitor's id is made when first asked for. */
  get sessionId(): string {
    return (this.#id ??= newSessionId());
  }

  /** When the stored session (and its cookie) expires; undefined until first stored. */
  get expires(): Date | undefined {
    return this.#expires;
  }

  get isStored(): boolean {
    return this.#expires !== undefined && !this.#destroyed;
  }

  get isSaved(): boolean {
    return this.#saved;
  }

  get isDestroyed(): boolean {
    return this.#destroyed;
  }

  /** Whether the request changed what the session remembers. */
  get isModified(): boolean {
    return this.dataJson() !== this.#loaded;
  }

  /** The expiry a save now would give: `maxAge` from now, but never past the absolute lifetime. */
  nextExpiry(now = Date.now()): Date {
    return new Date(this.nextExpiryMs(now));
  }

  nextExpiryMs(now = Date.now()): number {
    return nextExpiryMs(this.#lifetime, this.#startedAtIso ? Date.parse(this.#startedAtIso) : undefined, now);
  }

  /**
   * Stores the session now, with its next expiry (the cookie is sent with the response). A
   * stored session is only updated: if it was destroyed meanwhile (a concurrent logout, on
   * any instance), it stays destroyed and this request ends as if it had been.
   */
  async save(): Promise<void> {
    const startedAt = this.#startedAtIso ?? new Date().toISOString();
    const expires = this.nextExpiry();
    const cookie = { expires: expires.toISOString(), originalMaxAge: this.#lifetime.maxAgeMs, startedAt };
    const record = { ...this.data(), cookie } as SessionRecord;
    if (this.isStored) {
      if (!(await storeUpdate(this.#store, this.sessionId, record))) {
        this.#destroyed = true;
        this.#saved = false;
        return;
      }
    } else {
      await storeSet(this.#store, this.sessionId, record);
    }
    this.#startedAtIso = startedAt;
    this.#expires = expires;
    this.#loaded = this.dataJson();
    this.#saved = true;
    this.#destroyed = false;
  }

  /** A new, empty session under a new id; the old one is deleted. */
  async regenerate(): Promise<void> {
    if (this.isStored) await storeDestroy(this.#store, this.sessionId);
    for (const key of Object.keys(this.data())) delete (this as Record<string, unknown>)[key];
    this.#id = newSessionId();
    this.#expires = undefined;
    this.#startedAtIso = undefined;
    this.#loaded = '{}';
    this.#saved = false;
  }

  /** Deletes the stored session; nothing is stored again for this request. */
  async destroy(): Promise<void> {
    if (this.#id !== undefined) await storeDestroy(this.#store, this.#id);
    this.#destroyed = true;
    this.#saved = false;
  }

  /** Own enumerable properties are the data: everything else is private or on the prototype. */
  private data(): Session {
    const data: Record<string, unknown> = {};
    for (const key of Object.keys(this)) data[key] = (this as Record<string, unknown>)[key];
    return data as Session;
  }

  private dataJson(): string {
    return JSON.stringify(this.data());
  }
}
