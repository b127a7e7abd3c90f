import { keepProviderContextOutOfEveryPromise, providerStorageEnabled } from './provider-context-storage';
import providerStorage from 'oidc-provider/lib/helpers/als.js';

describe("oidc-provider's request-context storage", () => {
  it('runs what it wraps, with its arguments and its result, but stores nothing', async () => {
    keepProviderContextOutOfEveryPromise();
    const result = providerStorage.run(
      { request: 'ctx' },
      async (a: number, b: number) => {
        await Promise.resolve();
        return { sum: a + b, store: providerStorage.getStore() };
      },
      2,
      3,
    );
    await expect(result).resolves.toEqual({ sum: 5, store: undefined });
  });

  it("never switches Node's promise hooks on", () => {
    keepProviderContextOutOfEveryPromise();
    providerStorage.run({}, () => undefined);
    // Node 20 keeps the flag on the storage; where there is none (AsyncContextFrame) the hooks are not used.
    expect(providerStorageEnabled()).not.toBe(true);
  });
});
