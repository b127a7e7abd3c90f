// `--pg-stats`: where each case's Postgres time goes, statement by statement. The bench's embedded
// Postgres starts with pg_stat_statements (nested statements and planning counted too); the
// counters are reset before each case and its top statements printed after it. It costs every
// statement a little, so a run with it is for reading, not for the figures.
import pg from 'pg';

/** What the app's embedded Postgres starts with (DATABASE_EMBEDDED_SETTINGS). */
export const PG_STATS_SETTINGS =
  'shared_preload_libraries=pg_stat_statements pg_stat_statements.track=all pg_stat_statements.track_planning=on pg_stat_statements.max=2000';

const TOP = Number(process.env.BENCH_PG_STATS_TOP ?? 12);

/** Resets the counters; `report(caseName)` then prints the case's top statements by total time. */
export async function pgStats(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  return {
    reset: () => db.query('SELECT pg_stat_statements_reset()'),
    async report(caseName) {
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
    },
    close: () => db.end(),
  };
}
