import { Logger } from '@nestjs/common';
import { Client, Pool } from 'pg';

const RECONNECT_MS = 1000;

export interface ListenOptions {
  /**
   * Called after the connection came back from a drop: notifications sent meanwhile are lost,
   * so a listener that caches what they announce drops its cache here.
   */
  onReconnected?: () => void;
}

/**
 * The one Postgres LISTEN/NOTIFY primitive between the app's instances: `notify` goes through
 * the shared pool, `listen` keeps a connection of its own and reconnects (every second, for as
 * long as it takes) whenever it drops or cannot be opened, e.g. while the database restarts.
 */
export class PgChannel {
  private readonly logger: Logger;
  private client: Client | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly name: string,
    private readonly connectionString: string,
    private readonly pool: Pool,
  ) {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Invalid channel name: ${name}`);
    this.logger = new Logger(`PgChannel:${name}`);
  }

  /** Whether the LISTEN connection is up right now. */
  get listening(): boolean {
    return this.client !== null;
  }

  notify(payload: string): void {
    this.pool.query('SELECT pg_notify($1, $2)', [this.name, payload]).catch((error: Error) => {
      this.logger.warn(`Could not notify: ${error.message}`);
    });
  }

  /** Resolves once listening, or once the first attempt failed (it keeps retrying in the background). */
  listen(onPayload: (payload: string) => void, options: ListenOptions = {}): Promise<void> {
    return this.connect(onPayload, options, false);
  }

  async close(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }

  private async connect(onPayload: (payload: string) => void, options: ListenOptions, isRetry: boolean): Promise<void> {
    const client = new Client({ connectionString: this.connectionString });
    let lost = false;
    const drop = (error: Error) => {
      if (lost) return;
      lost = true;
      const wasListening = this.client === client;
      void client.end().catch(() => undefined);
      if (wasListening) this.client = null;
      if (this.stopped) return;
      if (wasListening || !isRetry) this.logger.warn(`Lost its connection (${error.message}); reconnecting`);
      this.retry = setTimeout(() => void this.connect(onPayload, options, true), RECONNECT_MS);
      this.retry.unref();
    };
    client.on('notification', (message) => {
      if (message.channel === this.name && message.payload !== undefined) onPayload(message.payload);
    });
    client.on('error', drop);
    client.on('end', () => drop(new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.name}`);
    } catch (error) {
      drop(error as Error);
      return;
    }
    if (this.stopped) return void client.end().catch(() => undefined);
    this.client = client;
    if (isRetry) {
      this.logger.log('Listening again');
      options.onReconnected?.();
    }
  }
}
