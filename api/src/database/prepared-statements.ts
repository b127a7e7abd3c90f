import { hash } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { EntityManager, QueryFailedError } from 'typeorm';
import { GroupCommit, type GroupCommitOptions } from './group-commit';
import type { Queryable } from './queryable';

/**
 * Sends one statement and gives back its rows. `key`, given when the statement may share a
 * transaction with others: the row it locks first (an account's id), by which group commit orders
 * the statements of one transaction. The other runners ignore it.
 */
export type StatementRunner = <T>(text: string, values: unknown[], key?: string) => Promise<T[]>;

/**
 * Runs a hot path's statements as named prepared statements: Postgres then parses and plans each
 * once per connection rather than on every call (about a third of the ledger's database CPU per
 * order, more than half of the token endpoint's: docs/decisions/prepared-statements-for-hot-sql.md).
 * The name is `prefix` and a hash of the text, so a statement that changes (or is built
 * differently for another kind of change) is a different prepared statement. Logged and wrapped
 * in QueryFailedError like any TypeORM query.
 */
function preparedRunner(
  m: EntityManager,
  send: (name: string, text: string, values: unknown[], key?: string) => Promise<unknown[]>,
  prefix: string,
): StatementRunner {
  return async <T>(text: string, values: unknown[], key?: string) => {
    const name = `${prefix}_${hash('sha1', text, 'base64url').slice(0, 20)}`;
    m.connection.logger.logQuery(text, values);
    try {
      return (await send(name, text, values, key)) as T[];
    } catch (error) {
      m.connection.logger.logQueryError(error as Error, text, values);
      throw new QueryFailedError(text, values, error as Error);
    }
  };
}

/** On the connection of the transaction `m` runs in. */
export function transactionStatements(m: EntityManager, prefix: string): StatementRunner {
  const runner = m.queryRunner;
  if (!runner) throw new Error('transactionStatements needs an EntityManager inside a transaction');
  return preparedRunner(m, async (name, text, values) => (await ((await runner.connect()) as PoolClient).query({ name, text, values })).rows, prefix);
}

/** Each statement on any free connection of the pool, as a transaction of its own. */
export function standaloneStatements(m: EntityManager, pool: Pool, prefix: string): StatementRunner {
  return preparedRunner(m, async (name, text, values) => (await pool.query({ name, text, values })).rows, prefix);
}

/** Each statement a transaction of its own, or with others that queued beside it in one (see GroupCommit). */
export function groupCommitStatements(m: EntityManager, pool: Pool, prefix: string, options: GroupCommitOptions): StatementRunner {
  const group = new GroupCommit(pool, options);
  return preparedRunner(m, (name, text, values, key) => group.run({ name, text, values, key }), prefix);
}

/**
 * The transaction's manager as a Queryable that sends named prepared statements, for the other
 * statements of a hot path (a set price's market lock and crossed-limits read): unnamed, each was
 * parsed and planned on every call, about as much Postgres CPU as running it. Only for statements
 * that answer rows (a SELECT, or WITH ... SELECT): TypeORM's query answers an UPDATE as [rows, count].
 * Named as the ledger's statements are: they run inside its transactions.
 */
export function preparedQueryable(m: EntityManager): Queryable {
  const statements = transactionStatements(m, 'ledger');
  return { query: async <T>(text: string, values: unknown[] = []) => (await statements(text, values)) as T };
}
