import { Logger as NestLogger } from '@nestjs/common';
import type { Logger as TypeOrmLogger } from 'typeorm';

/**
 * TypeORM's logging without the query parameters: those are visitors' names, emails and
 * messages, passwords' hashes, session data. A failed query is logged as its SQL and the
 * error; with DATABASE_LOGGING every query is logged as its SQL alone.
 */
export class SqlOnlyLogger implements TypeOrmLogger {
  private readonly logger = new NestLogger('Database');

  constructor(private readonly logQueries: boolean) {}

  logQuery(query: string): void {
    if (this.logQueries) this.logger.log(query);
  }

  logQueryError(error: string | Error, query: string): void {
    this.logger.error(`Query failed: ${typeof error === 'string' ? error : error.message} -- ${query}`);
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn(`Slow query (${time} ms): ${query}`);
  }

  logSchemaBuild(message: string): void {
    if (this.logQueries) this.logger.log(message);
  }

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
    else if (this.logQueries) this.logger.log(String(message));
  }
}
