/**
 * Runs the work given for one key one piece after another, in the order given; different
 * keys run side by side. The ledger queues each account's changes here, so changes made in
 * this process never race each other for the account (they would only fail their version
 * check, or wait on the row lock while holding a pooled connection).
 */
export class OneAtATime {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key);
    const result = previous ? previous.then(work) : work();
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Keys with work queued or running. */
  get busyKeys(): number {
    return this.tails.size;
  }
}
