import { type Attempt, type CancelOp, type OrderOp, type Outcome, outcomeOf } from '../checker/history';

/** Every operation of the run, as its client saw it (Jepsen's history). */
export class Recorder {
  readonly orders: OrderOp[] = [];
  readonly cancels: CancelOp[] = [];
  /** Every other call (reads, sign-ups, account openings, limit probes): counted only. */
  readonly others: { kind: string; attempt: Attempt }[] = [];

  other(kind: string, attempt: Attempt): void {
    this.others.push({ kind, attempt });
  }

  /** Operations by how they ended: an order or a cancel counts once, ok if any attempt was (outcomeOf). */
  counts(): Record<Outcome, number> {
    const counts: Record<Outcome, number> = { ok: 0, failed: 0, unknown: 0 };
    for (const op of [...this.orders, ...this.cancels]) counts[outcomeOf(op.attempts)] += 1;
    for (const { attempt } of this.others) counts[attempt.outcome] += 1;
    return counts;
  }

  /** Every attempt, retries included, by how it ended. */
  attemptCounts(): Record<Outcome, number> {
    const counts: Record<Outcome, number> = { ok: 0, failed: 0, unknown: 0 };
    for (const op of [...this.orders, ...this.cancels]) for (const a of op.attempts) counts[a.outcome] += 1;
    for (const { attempt } of this.others) counts[attempt.outcome] += 1;
    return counts;
  }
}
