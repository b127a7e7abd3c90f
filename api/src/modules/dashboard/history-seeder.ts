import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CLOCK, Clock } from '../../common/clock';
import { lockIdFor } from '../../database/advisory-lock';
import { seedHistory } from './engine/seed-history';

/**
 * Gives a fresh install a year of plausible history (table `chart_seed_points`, so it is
 * always told apart from measured data). Runs once per database, even with instances racing.
 */
@Injectable()
export class HistorySeeder {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** True when this call wrote the history. */
  async seedIfEmpty(): Promise<boolean> {
    return this.dataSource.transaction(async (db) => {
      await db.query('SELECT pg_advisory_xact_lock($1::bigint)', [lockIdFor('dashboard-history-seed')]);
      const [{ seeded }] = await db.query('SELECT EXISTS (SELECT 1 FROM chart_seed_points) AS seeded');
      if (seeded) return false;
      const points = seedHistory(this.clock.now());
      await db.query(
        `INSERT INTO chart_seed_points (chart_id, bucket, label, value)
         SELECT * FROM unnest($1::varchar[], $2::date[], $3::varchar[], $4::float8[])`,
        [points.map((p) => p.chartId), points.map((p) => p.bucket), points.map((p) => p.label), points.map((p) => p.value)],
      );
      return true;
    });
  }
}
