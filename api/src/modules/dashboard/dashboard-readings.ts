import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { MetricInputs } from './engine/metrics';
import { Bucket } from './engine/periods';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const THIRTY_DAYS_MS = 30 * 24 * HOUR_MS;

/** Tables other modules own; they are counted once they exist (0 before their migration runs). */
const OPTIONAL_TOTALS = { demoAccounts: 'demo_accounts', subscribers: 'subscribers', leads: 'leads' } as const;

/** Every number the metrics job reads, each in one query. */
@Injectable()
export class DashboardReadings {
  constructor(private readonly dataSource: DataSource) {}

  async metricInputs(now: Date, minute: Date, db: EntityManager = this.dataSource.manager): Promise<MetricInputs> {
    const [requests, probes, totals] = await Promise.all([this.requestCounts(now, db), this.probeCounts(minute, db), this.totals(now, db)]);
    return { ...requests, probes, totals };
  }

  private async requestCounts(now: Date, db: EntityManager): Promise<Pick<MetricInputs, 'requests' | 'serverErrors'>> {
    const dayAgo = new Date(now.getTime() - 24 * HOUR_MS);
    const [r] = await db.query(
      `SELECT coalesce(sum(count) FILTER (WHERE created_at > $2), 0)::int AS cur,
              coalesce(sum(count) FILTER (WHERE created_at <= $2), 0)::int AS prev,
              coalesce(sum(count) FILTER (WHERE created_at > $2 AND status_code >= 500), 0)::int AS cur_errors,
              coalesce(sum(count) FILTER (WHERE created_at <= $2 AND status_code >= 500), 0)::int AS prev_errors
         FROM request_logs WHERE created_at > $1 AND created_at <= $3`,
      [new Date(dayAgo.getTime() - 24 * HOUR_MS), dayAgo, now],
    );
    return { requests: { current: r.cur, previous: r.prev }, serverErrors: { current: r.cur_errors, previous: r.prev_errors } };
  }

  /** Uptime counts the minutes since the first probe (within 30 days) that lack a successful one. */
  private async probeCounts(minute: Date, db: EntityManager): Promise<MetricInputs['probes']> {
    const monthAgo = new Date(minute.getTime() - THIRTY_DAYS_MS);
    const [r] = await db.query(
      `SELECT min(checked_at) AS first,
              count(*) FILTER (WHERE ok AND checked_at > $2 AND checked_at <= $3)::int AS cur_ok,
              count(*) FILTER (WHERE ok AND checked_at > $1 AND checked_at <= $2)::int AS prev_ok
         FROM health_probes`,
      [new Date(monthAgo.getTime() - THIRTY_DAYS_MS), monthAgo, minute],
    );
    const first: Date | null = r.first ? new Date(r.first) : null;
    const marks = (from: Date, to: Date) => {
      if (!first || first > to) return 0;
      const start = Math.max(from.getTime() + MINUTE_MS, first.getTime());
      return Math.floor((to.getTime() - start) / MINUTE_MS) + 1;
    };
    return {
      currentOk: r.cur_ok,
      currentExpected: marks(monthAgo, minute),
      previousOk: r.prev_ok,
      previousExpected: marks(new Date(monthAgo.getTime() - THIRTY_DAYS_MS), monthAgo),
    };
  }

  private async totals(now: Date, db: EntityManager): Promise<MetricInputs['totals']> {
    const [exists] = await db.query(
      `SELECT to_regclass('public.demo_accounts') IS NOT NULL AS "demoAccounts",
              to_regclass('public.subscribers') IS NOT NULL AS subscribers,
              to_regclass('public.leads') IS NOT NULL AS leads`,
    );
    const tables: [keyof MetricInputs['totals'], string][] = [['users', 'users']];
    for (const [key, table] of Object.entries(OPTIONAL_TOTALS)) if (exists[key]) tables.push([key as keyof typeof OPTIONAL_TOTALS, table]);
    const monthAgo = new Date(now.getTime() - THIRTY_DAYS_MS);
    // Table names come from the constant list above, never from input.
    const columns = tables.map(
      ([key, table]) =>
        `(SELECT count(*) FROM ${table} WHERE created_at <= $2)::int AS "${key}_now",
         (SELECT count(*) FROM ${table} WHERE created_at <= $1)::int AS "${key}_ago"`,
    );
    const [row] = await db.query(`SELECT ${columns.join(', ')}`, [monthAgo, now]);
    const result: MetricInputs['totals'] = { users: null, demoAccounts: null, subscribers: null, leads: null };
    for (const [key] of tables) result[key] = { now: row[`${key}_now`], monthAgo: row[`${key}_ago`] };
    return result;
  }

  /** Users registered before the end of each month (or before now, for the running month). */
  async userTotalsAtEndOf(months: Bucket[], now: Date, db: EntityManager = this.dataSource.manager): Promise<number[]> {
    const justAfterNow = new Date(now.getTime() + 1);
    const ends = months.map((m) => (m.end < justAfterNow ? m.end : justAfterNow));
    const rows: { n: number }[] = await db.query(
      `SELECT (SELECT count(*) FROM users WHERE created_at < t.e)::int AS n
         FROM unnest($1::timestamptz[]) WITH ORDINALITY AS t(e, i) ORDER BY t.i`,
      [ends],
    );
    return rows.map((r) => r.n);
  }

  async requestsPer(weeks: Bucket[], db: EntityManager = this.dataSource.manager): Promise<number[]> {
    const rows: { n: number }[] = await db.query(
      `SELECT (SELECT coalesce(sum(count), 0) FROM request_logs WHERE created_at >= t.s AND created_at < t.e)::int AS n
         FROM unnest($1::timestamptz[], $2::timestamptz[]) WITH ORDINALITY AS t(s, e, i) ORDER BY t.i`,
      [weeks.map((w) => w.start), weeks.map((w) => w.end)],
    );
    return rows.map((r) => r.n);
  }

  /** Live (non-revoked) Connect connections per broker id. */
  async liveConnectionsByBroker(db: EntityManager = this.dataSource.manager): Promise<Map<string, number>> {
    const rows: { broker: string; n: number }[] = await db.query(
      `SELECT broker, count(*)::int AS n FROM connect_connections WHERE status <> 'revoked' GROUP BY broker`,
    );
    return new Map(rows.map((r) => [r.broker, r.n]));
  }

  /**
   * /v1 calls on an account (/v1/accounts/{id}/...) from the minute of `from` to `to`, per broker
   * of that account, and how many failed (5xx: the broker's side; a 4xx is the caller's). Read from
   * the calls counted per account and minute as they were logged (ApiRequestLogWriter): the
   * request log itself keeps only each developer's newest 100.
   */
  async accountCallsByBroker(from: Date, to: Date, db: EntityManager = this.dataSource.manager): Promise<Map<string, { calls: number; failed: number }>> {
    const rows: { broker: string; calls: number; failed: number }[] = await db.query(
      `SELECT a.broker, sum(c.calls)::int AS calls, sum(c.failed)::int AS failed
         FROM api_account_call_minutes c
         JOIN demo_accounts a ON a.id = c.account_id
        WHERE c.minute >= date_trunc('minute', $1::timestamptz) AND c.minute <= $2
        GROUP BY a.broker`,
      [from, to],
    );
    return new Map(rows.map((r) => [r.broker, { calls: r.calls, failed: r.failed }]));
  }

  /** Seeded history of one chart as bucket or label -> value, in stored order. */
  async seeds(chartId: string, keyBy: 'bucket' | 'label', db: EntityManager = this.dataSource.manager): Promise<Map<string, number>> {
    const rows: { key: string; value: number }[] = await db.query(
      `SELECT ${keyBy === 'bucket' ? "to_char(bucket, 'YYYY-MM-DD')" : 'label'} AS key, value
         FROM chart_seed_points WHERE chart_id = $1 ORDER BY bucket, value DESC`,
      [chartId],
    );
    return new Map(rows.map((r) => [r.key, Number(r.value)]));
  }
}
