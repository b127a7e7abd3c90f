// `--pg-stats`: where each case's Postgres time and WAL go. The bench's embedded Postgres starts
// with pg_stat_statements (nested statements and planning counted too); the counters are reset
// before each case, and after it the bench prints its top statements, then its WAL: the totals,
// the record types, and the tables and indexes they change. It costs every statement a little,
// so a run with it is for reading, not for the figures.
import pg from 'pg';

/** What the app's embedded Postgres starts with (DATABASE_EMBEDDED_SETTINGS). */
export const PG_STATS_SETTINGS =
  'shared_preload_libraries=pg_stat_statements pg_stat_statements.track=all pg_stat_statements.track_planning=on pg_stat_statements.max=2000';

const TOP = Number(process.env.BENCH_PG_STATS_TOP ?? 12);

/** Resets the counters; `report(caseName)` then prints the case's top statements and its WAL. */
export async function pgStats(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  await db.query('CREATE EXTENSION IF NOT EXISTS pg_walinspect');
  const version = Number((await db.query('SHOW server_version_num')).rows[0].server_version_num);
  // Postgres 17 moved the checkpoint counters from the background writer's view to their own.
  const checkpointer =
    version >= 170000
      ? { reset: 'checkpointer', count: 'SELECT num_timed + num_requested AS n FROM pg_stat_checkpointer' }
      : { reset: 'bgwriter', count: 'SELECT checkpoints_timed + checkpoints_req AS n FROM pg_stat_bgwriter' };
  let startLsn;
  return {
    async reset() {
      await db.query(`SELECT pg_stat_statements_reset(), pg_stat_reset_shared('wal'), pg_stat_reset_shared('${checkpointer.reset}')`);
      startLsn = (await db.query('SELECT pg_current_wal_lsn() AS lsn')).rows[0].lsn;
    },
    async report(caseName) {
      await reportStatements(db, caseName);
      await reportWal(db, { startLsn, checkpoints: checkpointer.count, byRelation: version >= 160000 });
    },
    close: () => db.end(),
  };
}

async function reportStatements(db, caseName) {
  const { rows } = await db.query(
    `SELECT calls, total_exec_time + total_plan_time AS total_ms, mean_exec_time AS exec_ms, total_plan_time / greatest(calls, 1) AS plan_ms, plans,
            rows / greatest(calls, 1) AS rows_per_call, wal_bytes / greatest(calls, 1) AS wal_per_call, left(regexp_replace(query, '\\s+', ' ', 'g'), 110) AS query
       FROM pg_stat_statements WHERE query NOT LIKE '%pg_stat_statements%'
      ORDER BY total_exec_time + total_plan_time DESC LIMIT $1`,
    [TOP],
  );
  console.log(`\nPostgres in ${caseName} (pg_stat_statements, top ${TOP} by time, execution and planning per call in us):`);
  console.table(
    rows.map((r) => ({
      calls: Number(r.calls),
      'total ms': Math.round(r.total_ms),
      'exec us': Math.round(r.exec_ms * 1000),
      // Per call, not per plan: a prepared statement is planned a few times, then runs its generic plan.
      'plan us': Math.round(r.plan_ms * 1000),
      plans: Number(r.plans),
      rows: Number(r.rows_per_call),
      'WAL B': Math.round(Number(r.wal_per_call)),
      query: r.query,
    })),
  );
}

/** The WAL written since `startLsn`; `byRelation` needs pg_get_wal_block_info (Postgres 16 and later). */
async function reportWal(db, { startLsn, checkpoints, byRelation }) {
  // Full-page images are the first change of a page after a checkpoint.
  const [wal] = (
    await db.query(
      `SELECT w.wal_records, w.wal_fpi, w.wal_bytes, w.wal_buffers_full, w.wal_write, w.wal_sync, c.n AS checkpoints
         FROM pg_stat_wal w, (${checkpoints}) c`,
    )
  ).rows;
  console.log(
    `WAL: ${wal.wal_records} records, ${wal.wal_fpi} full-page images, ${Math.round(wal.wal_bytes / 1024)} KiB, ` +
      `${wal.wal_write} writes and ${wal.wal_sync} syncs, buffers full ${wal.wal_buffers_full} times, ${wal.checkpoints} checkpoints`,
  );
  // Which records make it up: a heap insert, each index's insert, the commit.
  const { rows: records } = await db.query(
    `SELECT "resource_manager/record_type" AS type, count, record_size, fpi_size
       FROM pg_get_wal_stats($1, pg_current_wal_lsn(), true) WHERE count > 0 ORDER BY combined_size DESC LIMIT $2`,
    [startLsn, TOP],
  );
  console.table(
    records.map((r) => ({ record: r.type, count: Number(r.count), KiB: Math.round(r.record_size / 1024), 'FPI KiB': Math.round(r.fpi_size / 1024) })),
  );
  if (!byRelation) return;
  // And which tables and indexes they change, with what each change carries.
  const { rows: blocks } = await db.query(
    `SELECT coalesce(c.relname, b.relfilenode::text) AS relation, b.resource_manager || '/' || b.record_type AS record, count(*) AS count,
            sum(b.block_data_length) AS data, sum(b.block_fpi_length) AS fpi
       FROM pg_get_wal_block_info($1, pg_current_wal_lsn()) b LEFT JOIN pg_class c ON pg_relation_filenode(c.oid) = b.relfilenode
      GROUP BY 1, 2 ORDER BY sum(b.block_data_length + b.block_fpi_length) DESC LIMIT $2`,
    [startLsn, TOP],
  );
  console.table(
    blocks.map((r) => ({
      relation: r.relation,
      record: r.record,
      count: Number(r.count),
      'data B each': Math.round(r.data / r.count),
      'FPI KiB': Math.round(r.fpi / 1024),
    })),
  );
}
