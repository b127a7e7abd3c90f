import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource } from 'typeorm';
import { CLOCK, Clock } from '../../common/clock';
import { clientAddressKey } from '../../common/rate-limit';
import type { AuthConfig } from '../../config';
import { TooManyLoginFailuresException } from './auth.errors';

const LOGIN_FAILURE_WINDOW_MINUTES = 15;

/**
 * Failed sign-ins over a sliding 15 minutes, kept in Postgres so every instance sees the same
 * count: per username and address, and per address across usernames (against spraying one
 * password over many names). IPv6 addresses count by their /64, as the public limit does.
 *
 * Check-and-count is one step: an attempt is counted as a failure *before* its password is
 * checked, under a transaction lock on the address, so concurrent attempts cannot all see the
 * same count; a sign-in that succeeds then clears its own slate.
 */
@Injectable()
export class LoginThrottleService {
  private readonly perUsername: number;
  private readonly perAddress: number;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    config: ConfigService,
  ) {
    const auth = config.getOrThrow<AuthConfig>('auth');
    this.perUsername = auth.loginFailuresPerWindow;
    this.perAddress = auth.loginFailuresPerAddress;
  }

  /** Counts this attempt, or refuses it (429) when either allowance is spent. */
  async reserveAttempt(username: string, ip: string): Promise<void> {
    const address = clientAddressKey(ip);
    const allowed = await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`login:${address}`]);
      const [{ forUsername, forAddress }] = await manager.query(
        `SELECT count(*) FILTER (WHERE username_key = $1)::int AS "forUsername", count(*)::int AS "forAddress"
         FROM login_failures WHERE ip = $2 AND failed_at > $3`,
        [keyOf(username), address, this.windowStart()],
      );
      if (forUsername >= this.perUsername || forAddress >= this.perAddress) return false;
      await manager.query(`INSERT INTO login_failures (username_key, ip, failed_at) VALUES ($1, $2, $3)`, [keyOf(username), address, this.clock.now()]);
      return true;
    });
    if (!allowed) throw new TooManyLoginFailuresException(LOGIN_FAILURE_WINDOW_MINUTES);
  }

  /** A successful sign-in clears its slate, and old rows go whenever someone signs in. */
  async clear(username: string, ip: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM login_failures WHERE (username_key = $1 AND ip = $2) OR failed_at <= $3`, [
      keyOf(username),
      clientAddressKey(ip),
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
