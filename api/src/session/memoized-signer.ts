import type { Signer } from '@fastify/cookie';
import { LRUCache } from 'lru-cache';

type Unsigned = ReturnType<Signer['unsign']>;

/**
 * The session hooks HMAC-verify the cookie on every request and HMAC-sign the id whenever
 * they send it; for a visitor polling every second that is the same two answers each time.
 * Recent answers are remembered (valid signatures only, so forged cookies cannot fill the
 * memory), up to `maxEntries` each.
 */
export class MemoizedSigner {
  private readonly signed: LRUCache<string, string>;
  private readonly unsigned: LRUCache<string, Unsigned>;

  constructor(
    private readonly inner: Pick<Signer, 'sign' | 'unsign'>,
    maxEntries = 10_000,
  ) {
    this.signed = new LRUCache({ max: maxEntries });
    this.unsigned = new LRUCache({ max: maxEntries });
  }

  sign(value: string): string {
    let result = this.signed.get(value);
    if (result === undefined) {
      result = this.inner.sign(value);
      this.signed.set(value, result);
    }
    return result;
  }

  unsign(input: string): Unsigned {
    const cached = this.unsigned.get(input);
    if (cached) return cached;
    const result = this.inner.unsign(input);
    if (result.valid && !result.renew) this.unsigned.set(input, result);
    return result;
  }
}
