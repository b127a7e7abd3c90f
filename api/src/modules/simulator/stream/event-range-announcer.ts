import { accountEventNotices, type AnnouncedRange } from './account-event-channel';

export interface AnnouncerTiming {
  /** How long the first range waits for others before a notice goes. */
  gatherMs: number;
  /** How long after a failed send its ranges go again. */
  retryMs: number;
}

/**
 * Gathers the sequence ranges of the changes this instance commits and announces them to the
 * others a batch at a time, after the commit: one notice (one `pg_notify`) for every account
 * changed meanwhile, one send in flight at a time, so under load a notice carries the changes of
 * a round trip. An account changed twice before its notice goes is announced once, from the
 * first change's first event to the second's last. A send that fails gives its ranges back,
 * merged with what came since, and they go again `retryMs` later: a notice is late, never
 * dropped, while the process lives. (One that dies with ranges pending leaves them to the
 * other instances' sweep, AccountEventRelay.) Why not a notice per change, inside its
 * statement: docs/decisions/account-notices-gathered-after-commit.md.
 */
export class EventRangeAnnouncer {
  private pending = new Map<string, [number, number]>();
  private timer: NodeJS.Timeout | null = null;
  private sending: Promise<void> | null = null;
  private failing = false;
  private stopped = false;

  constructor(
    private readonly origin: string,
    private readonly send: (payload: string) => Promise<unknown>,
    private readonly timing: AnnouncerTiming,
    /** Told of the first failure of a streak (the database is down, say), not of each retry. */
    private readonly onFailure: (error: Error) => void,
  ) {}

  /** A committed change of the account: its events' first and last sequence numbers. */
  add(accountId: string, fromSeq: number, toSeq: number): void {
    this.merge(accountId, fromSeq, toSeq);
    this.schedule(this.timing.gatherMs);
  }

  /** Sends what is pending (waiting for a send in flight first), once; a failure keeps nothing back from the caller. */
  async drain(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.sending;
    if (this.pending.size > 0) await this.flush();
  }

  private merge(accountId: string, fromSeq: number, toSeq: number): void {
    const range = this.pending.get(accountId);
    if (!range) this.pending.set(accountId, [fromSeq, toSeq]);
    else [range[0], range[1]] = [Math.min(range[0], fromSeq), Math.max(range[1], toSeq)];
  }

  private schedule(delayMs: number): void {
    if (this.timer || this.sending || this.stopped || this.pending.size === 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, delayMs);
    this.timer.unref();
  }

  private flush(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    const ranges: AnnouncedRange[] = [...batch].map(([accountId, [fromSeq, toSeq]]) => [accountId, fromSeq, toSeq]);
    this.sending = (async () => {
      for (const payload of accountEventNotices(this.origin, ranges)) await this.send(payload);
    })().then(
      () => {
        this.sending = null;
        this.failing = false;
        this.schedule(this.timing.gatherMs);
      },
      (error: Error) => {
        this.sending = null;
        // Some payloads may have gone: announcing their ranges again only repeats what followers drop.
        for (const [accountId, fromSeq, toSeq] of ranges) this.merge(accountId, fromSeq, toSeq);
        if (!this.failing) this.onFailure(error);
        this.failing = true;
        this.schedule(this.timing.retryMs);
      },
    );
    return this.sending;
  }
}
