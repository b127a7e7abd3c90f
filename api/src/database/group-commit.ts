import type { Pool, PoolClient } from 'pg';

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
 * `batch` of them: BEGIN, each statement in the order of its key, COMMIT. Each caller's rows are
 * given only once the commit went through. Two groups lock their rows in key order, so they
 * cannot deadlock each other.
 *
 * A statement that fails inside a group rolls the group back, and every statement of it is sent
 * again alone: the failing one gets its own error, the others their rows. A group whose
 * connection broke during COMMIT may or may not have committed: each caller gets that error, as
 * a statement of its own whose connection broke would.
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
    const release = (broken?: Error) => {
      client.removeListener('error', ignore);
      client.release(broken);
    };
    const rows: unknown[][] = [];
    let committing = false;
    try {
      await client.query('BEGIN');
      for (const s of group) rows.push((await client.query({ name: s.name, text: s.text, values: s.values })).rows);
      committing = true;
      await client.query('COMMIT');
    } catch (error) {
      const broken = await rollBack(client, error);
      release(broken);
      if (committing && broken) {
        for (const s of group) s.reject(error);
        return;
      }
      // Nothing of the group was committed: each statement on its own, so one's failure is only its own.
      await Promise.all(group.map((s) => this.alone(s)));
      return;
    }
    release();
    group.forEach((s, i) => s.resolve(rows[i]));
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
 * Rolls the group's transaction back; answers the error to release the connection with (it is then
 * closed, not pooled) when the connection is broken: an error Postgres did not send (no SQLSTATE),
 * or a ROLLBACK that failed.
 */
async function rollBack(client: PoolClient, error: unknown): Promise<Error | undefined> {
  if (!(error as { code?: unknown }).code) return error instanceof Error ? error : new Error(String(error));
  try {
    await client.query('ROLLBACK');
    return undefined;
  } catch (rollbackError) {
    return rollbackError as Error;
  }
}
