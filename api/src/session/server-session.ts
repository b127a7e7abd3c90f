import type { Session } from 'fastify';
import { randomBytes } from 'node:crypto';
import { SessionRecord, SessionStore, storeDestroy, storeSet } from './session-store';

declare module 'fastify' {
  interface FastifyRequest {
    session: ServerSession & Session;
  }
}

/** Random, URL-safe, 192 bits. */
export const newSessionId = (): string => randomBytes(24).toString('base64url');

/**
 * The visitor's session during one request: the stored data as own properties (modules
 * declare theirs on fastify's `Session`), plus what the session plugin needs to decide at
 * the end of the request whether to store it and send the cookie.
 */
export class ServerSession {
  #id: string | undefined;
  #expires: Date | undefined;
  /** The data as loaded (JSON), to tell at the end whether the request changed it. */
  #loaded: string;
  #saved = false;
  #destroyed = false;
  readonly #store: SessionStore;
  readonly #maxAgeMs: number;

  constructor(store: SessionStore, maxAgeMs: number, stored?: { id: string; record: SessionRecord }) {
    this.#store = store;
    this.#maxAgeMs = maxAgeMs;
    if (stored) {
      const { cookie, ...data } = stored.record;
      Object.assign(this, data);
      this.#id = stored.id;
      this.#expires = new Date(cookie.expires);
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

  /** Stores the session now, with an expiry `maxAge` from now (the cookie is sent with the response). */
  async save(): Promise<void> {
    const expires = new Date(Date.now() + this.#maxAgeMs);
    const record = { ...this.data(), cookie: { expires: expires.toISOString(), originalMaxAge: this.#maxAgeMs } } as SessionRecord;
    await storeSet(this.#store, this.sessionId, record);
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
