import type { EntityManager } from 'typeorm';

/** Where a named query runs: the DataSource (a pooled connection) or a transaction's EntityManager. */
export type Queryable = Pick<EntityManager, 'query'>;
