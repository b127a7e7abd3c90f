import type { Queryable } from '../../../database/queryable';
import { InvalidCursor } from '../simulator.errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PageQuery {
  /** `SELECT ... FROM <table>` */
  select: string;
  table: string;
  /** Conditions over the table's columns with $1.. placeholders for `params`. */
  where: string;
  params: unknown[];
  limit: number;
  /** The id of the last row of the previous page (its nextCursor). */
  after?: string;
}

/**
 * Newest first by (created_at, id), one row more than asked so the caller knows whether a next
 * page exists. The cursor is the last row's id: rows inserted meanwhile never shift a page.
 */
export async function pageAfter<T>(db: Queryable, q: PageQuery): Promise<T[]> {
  if (q.after !== undefined && !UUID.test(q.after)) throw new InvalidCursor();
  const params = [...q.params];
  let where = q.where;
  if (q.after !== undefined) {
    params.push(q.after);
    const n = params.length;
    where += ` AND (created_at, id) < (SELECT created_at, id FROM ${q.table} WHERE id = $${n})`;
  }
  params.push(q.limit + 1);
  return db.query<T[]>(`${q.select} WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $${params.length}`, params);
}
