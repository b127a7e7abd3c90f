import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource } from 'typeorm';
import { CLOCK, Clock } from '../../common/clock';
import type { AuthConfig } from '../../config';
import { TooManyLoginFailuresException } from './auth.errors';

export const LOGIN_FAILURE_WINDOW_MINUTES = 15;

/**
 * Failed sign-ins per username and address over a sliding 15 minutes, kept in Postgres so
 * every instance sees the same count.
 */
@Injectable()
export class LoginThrottleService {
  private readonly limit: number;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    config: ConfigService,
  ) {
    this.limit = config.getOrThrow<AuthConfig>('auth').loginFailuresPerWindow;
  }

  async assertAllowed(username: string, ip: string): Promise<void> {
    const [{ count }] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM login_failures WHERE username_key = $1 AND ip = $2 AND failed_at > $3`,
      [keyOf(username), ip, this.windowStart()],
    );
    if (count >= this.limit) throw new TooManyLoginFailuresException(LOGIN_FAILURE_WINDOW_MINUTES);
  }

  async recordFailure(username: string, ip: string): Promise<void> {
    await this.dataSource.query(`INSERT INTO login_failures (username_key, ip, failed_at) VALUES ($1, $2, $3)`, [keyOf(username), ip, this.clock.now()]);
  }

  /** A successful sign-in clears the slate, and old rows go whenever someone signs in. */
  async reset(username: string, ip: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM login_failures WHERE (username_key = $1 AND ip = $2) OR failed_at <= $3`, [
      keyOf(username),
      ip,
      this.windowStart(),
    ]);
  }

  private windowStart(): Date {
    return new Date(this.clock.now().getTime() - LOGIN_FAILURE_WINDOW_MINUTES * 60_000);
  }
}

function keyOf(username: string): string {
  return username.trim().toLowerCase().slice(0, 100);
}
