import { Client } from 'pg';
import { lockIdFor } from './advisory-lock';

/**
 * A leadership that lasts: a session-level advisory lock held on a connection of its own, so one
 * instance does a recurring job (the market tick) until it stops or dies. Postgres frees the lock
 * when that connection ends (a SIGKILL's socket is closed by the kernel at once), and another
 * instance takes it on its next `acquire`. Each instance keeps one connection for it, leader or not.
 */
export class LeaderLock {
  private client: Client | null = null;
  private leading = false;
  private attempt: Promise<boolean> | null = null;

  constructor(
    private readonly name: string,
    private readonly connectionString: string,
  ) {}

  /** Whether this instance led at its last `acquire`. */
  get isLeader(): boolean {
    return this.leading;
  }

  /**
   * Whether this instance leads now: the leader checks that its connection (and so its lock) is
   * still there, anyone else tries to take the lock. A lost connection means lost leadership.
   */
  acquire(): Promise<boolean> {
    this.attempt ??= this.check().finally(() => (this.attempt = null));
    return this.attempt;
  }

  /** Gives the lock up (the next instance to try takes it) and closes the connection. */
  async release(): Promise<void> {
    await this.attempt;
    const client = this.client;
    this.client = null;
    this.leading = false;
    if (!client) return;
    await client.query('SELECT pg_advisory_unlock_all()').catch(() => undefined);
    await client.end().catch(() => undefined);
  }

  private async check(): Promise<boolean> {
    try {
      const client = await this.connection();
      if (this.leading) {
        await client.query('SELECT 1');
      } else {
        const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS locked', [lockIdFor(this.name)]);
        this.leading = rows[0].locked;
      }
    } catch {
      this.drop();
    }
    return this.leading;
  }

  private async connection(): Promise<Client> {
    if (this.client) return this.client;
    const client = new Client({ connectionString: this.connectionString });
    client.on('error', () => this.drop(client));
    client.on('end', () => this.drop(client));
    await client.connect();
    this.client = client;
    return client;
  }

  private drop(client: Client | null = this.client): void {
    if (!client || client !== this.client) {
      void client?.end().catch(() => undefined);
      return;
    }
    this.client = null;
    this.leading = false;
    void client.end().catch(() => undefined);
  }
}
