import { DatabaseError, type Pool, type PoolClient } from 'pg';

/**
 * A statement as group commit sends it: a named prepared statement, and the key of the row it
 * locks first when it may share a transaction (none: it goes alone, at once).
 */
export interface GroupedStatement {
  name: string;
  text: string;
  values: unknown[];
  key?: string;
}

export interface GroupCommitOptions {
  /** Connections the group may hold at once; statements beyond them wait and go together. */
  connections: number;
  /** The most statements one transaction carries. */
  batch: number;
}

interface Waiting extends GroupedStatement {
  resolve: (rows: unknown[]) => void;
  reject: (error: unknown) => void;
}

/**
 * Statements that would each be a transaction of their own, sent several to a transaction when
 * they queue: a commit costs a backend about a quarter of a demo order's CPU (the WAL flush and
 * its lock), and one commit for several orders is that cost shared
 * (docs/decisions/group-commit-of-ledger-statements.md).
 *
 * A statement without a key goes alone, at once, on any connection of the pool. Of the others:
 * while fewer than `connections` are busy a statement goes at once, alone, as before; only the
 * ones that arrive while every connection is busy wait, and the next free connection takes up to
 * `batch` of them: BEGIN, each statement in the order of its key, COMMIT, written at once without
 * waiting for each answer (pipelined: docs/decisions/group-commit-pipelined.md). Each caller's rows
 * are given only once the commit went through. Two groups lock their rows in key order, so they
 * cannot deadlock each other.
 *
 * A statement that fails inside a group aborts the group's transaction (Postgres then answers its
 * COMMIT with ROLLBACK), and every statement of it is sent again alone: the failing one gets its
 * own error, the others their rows; so is a group whose socket failed while it was written. A group
 * whose connection broke while reading may or may not have committed (the COMMIT was already on its
 * way): each caller gets that error, as a statement of its own whose connection broke would.
 */
export class GroupCommit {
  private readonly waiting: Waiting[] = [];
  private busy = 0;

  constructor(
    private readonly pool: Pool,
    private readonly options: GroupCommitOptions,
  ) {}

  run(statement: GroupedStatement): Promise<unknown[]> {
    return new Promise((resolve, reject) => {
      const waiting = { ...statement, resolve, reject };
      if (statement.key === undefined) return void this.alone(waiting);
      this.waiting.push(waiting);
      this.pump();
    });
  }

  private pump(): void {
    while (this.busy < this.options.connections && this.waiting.length > 0) {
      const group = this.waiting.splice(0, this.options.batch);
      this.busy += 1;
      void this.send(group).finally(() => {
        this.busy -= 1;
        this.pump();
      });
    }
  }

  private async send(group: Waiting[]): Promise<void> {
    if (group.length === 1) return this.alone(group[0]);
    let client: PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      for (const s of group) s.reject(error);
      return;
    }
    group.sort((a, b) => (a.key! < b.key! ? -1 : a.key! > b.key! ? 1 : 0));
    // A checked-out client's connection that breaks also emits 'error', which would be unhandled: its query's failure says it.
    const ignore = () => undefined;
    client.on('error', ignore);
    const { began, answers, committed } = await pipelined(client, group);
    client.removeListener('error', ignore);
    if (committed === 'COMMIT') {
      client.release();
      // A statement pg refused before sending it (none of ours: each name has one text) was not part of what committed.
      group.forEach((s, i) => {
        const answer = answers[i];
        if (answer.status === 'fulfilled') s.resolve(answer.value);
        else s.reject(answer.reason);
      });
      return;
    }
    client.release(committed instanceof Error ? committed : undefined);
    // Postgres answered an error before the COMMIT, or the COMMIT never reached it: nothing of the group was written.
    const aborted = committed === 'ROLLBACK' || [began, ...answers].some((a) => a.status === 'rejected' && provesNotCommitted(a.reason));
    if (aborted) {
      // Each statement on its own, so one's failure is only its own.
      await Promise.all(group.map((s) => this.alone(s)));
      return;
    }
    for (const s of group) s.reject(committed);
  }

  private async alone(s: Waiting): Promise<void> {
    try {
      s.resolve((await this.pool.query({ name: s.name, text: s.text, values: s.values })).rows);
    } catch (error) {
      s.reject(error);
    }
  }
}

/**
 * BEGIN, the group's statements and COMMIT, written without waiting for each answer: one round
 * trip for the group rather than one a statement. pg sends a client's queued queries at once in
 * pipeline mode (each with its own Sync, so an error ends only its own statement's messages; the
 * transaction it aborts turns the COMMIT into a ROLLBACK). The pool's clients are shared, so only
 * this transaction is pipelined: pg reads `pipeline` each time it sends, and every query here has
 * been answered when it is turned off again. `committed` is COMMIT's command tag (COMMIT, or
 * ROLLBACK after an error) or the error it got (its connection broke).
 */
async function pipelined(client: PoolClient, group: GroupedStatement[]) {
  const mode = client as unknown as { pipeline: boolean };
  mode.pipeline = true;
  try {
    const begin = client.query('BEGIN');
    const statements = group.map(async (s) => (await client.query({ name: s.name, text: s.text, values: s.values })).rows);
    const commit = client.query('COMMIT').then(
      (result) => result.command,
      (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
    );
    const [began, ...answers] = await Promise.allSettled([begin, ...statements]);
    return { began, answers, committed: await commit };
  } finally {
    mode.pipeline = false;
  }
}

/**
 * Whether an error of the group's proves its COMMIT did not run: Postgres answered an error before
 * it (an ERROR aborts the transaction; a FATAL ends the backend), or the socket failed while the
 * group was being written (EPIPE, ECONNRESET on write), so the COMMIT, written last, never arrived.
 * A socket that failed while reading proves nothing: the COMMIT may have run before it broke, and a
 * statement sent again would then write its change a second time.
 */
export const provesNotCommitted = (error: unknown): boolean => error instanceof DatabaseError || (error as { syscall?: unknown }).syscall === 'write';
