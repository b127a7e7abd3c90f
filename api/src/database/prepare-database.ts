import type { DatabaseConfig } from '../config';
import { EmbeddedDatabase, startEmbeddedPostgres } from './embedded-postgres';

export interface PreparedDatabase {
  url: string;
  embedded?: EmbeddedDatabase;
}

/**
 * Gives the app a database URL: the configured one, or an embedded Postgres under
 * `.data/` started for this process. The embedded server stops when the process exits.
 */
export async function prepareDatabase(config: DatabaseConfig, log: (message: string) => void): Promise<PreparedDatabase> {
  if (config.url) return { url: config.url };
  // Where the data really lives (not always config.embedded.dir, see postgres-account) is said once it is known.
  log(`DATABASE_URL is not set: starting the embedded Postgres on port ${config.embedded.port}`);
  const embedded = await startEmbeddedPostgres({ ...config.embedded, notice: log });
  return { url: embedded.url, embedded };
}
