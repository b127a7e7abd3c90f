import type { Signer } from '@fastify/cookie';

type Unsigned = ReturnType<Signer['unsign']>;

/**
 * The session hooks HMAC-verify the cookie on every request and HMAC-sign the id whenever
 * they send it; for a visitor polling every second that is the same two answers each time.
 * Recent answers are remembered (valid signatures only, so forged cookies cannot fill the
 * memory), up to `maxEntries` each.
 */
export class MemoizedSigner {
  private readonly signed = new Map<string, string>();
  private readonly unsigned = new Map<string, Unsigned>();

  constructor(
    private readonly inner: Pick<Signer, 'sign' | 'unsign'>,
    private readonly maxEntries = 10_000,
  ) {}

  sign(value: string): string {
    let result = this.signed.get(value);
    if (result === undefined) {
      result = this.inner.sign(value);
      remember(this.signed, value, result, this.maxEntries);
    }
    return result;
  }

  unsign(input: string): Unsigned {
    const cached = this.unsigned.get(input);
    if (cached) return cached;
    const result = this.inner.unsign(input);
    if (result.valid && !result.renew) remember(this.unsigned, input, result, this.maxEntries);
    return result;
  }
}

function remember<V>(map: Map<string, V>, key: string, value: V, maxEntries: number): void {
  if (map.size >= maxEntries) map.delete(map.keys().next().value!);
  map.set(key, value);
}
