import { Logger } from '@nestjs/common';
import { Client, Pool } from 'pg';

const RECONNECT_MS = 1000;

/**
 * One Postgres LISTEN/NOTIFY channel between the app's instances: `notify` goes through
 * the shared pool, `listen` keeps a connection of its own and reconnects when it drops
 * (notifications sent meanwhile are lost, so listeners must tolerate a missed one).
 */
export class PgChannel {
  private readonly logger: Logger;
  private client: Client | null = null;
  private stopped = false;

  constructor(
    private readonly name: string,
    private readonly connectionString: string,
    private readonly pool: Pool,
  ) {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Invalid channel name: ${name}`);
    this.logger = new Logger(`PgChannel:${name}`);
  }

  notify(payload: string): void {
    this.pool.query('SELECT pg_notify($1, $2)', [this.name, payload]).catch((error: Error) => {
      this.logger.warn(`Could not notify: ${error.message}`);
    });
  }

  async listen(onPayload: (payload: string) => void): Promise<void> {
    const client = new Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      if (message.channel === this.name && message.payload !== undefined) onPayload(message.payload);
    });
    client.on('error', (error) => this.reconnect(client, error, onPayload));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.name}`);
      this.client = client;
    } catch (error) {
      this.reconnect(client, error as Error, onPayload);
    }
  }

  async close(): Promise<void> {
    this.stopped = true;
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }

  private reconnect(client: Client, error: Error, onPayload: (payload: string) => void): void {
    void client.end().catch(() => undefined);
    this.client = null;
    if (this.stopped) return;
    this.logger.warn(`Lost its connection (${error.message}); reconnecting`);
    setTimeout(() => void this.listen(onPayload), RECONNECT_MS).unref();
  }
}
