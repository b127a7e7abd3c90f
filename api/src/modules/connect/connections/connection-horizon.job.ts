import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { ConnectionLifecycle } from './connection-lifecycle.service';

/** How often live connections are held to their broker's re-login horizon: connection.broken follows a clock move within this. */
export const HORIZON_CHECK_MS = 2_000;

/**
 * Breaks the connections whose account clock passed their broker's re-login horizon, whether or
 * not anyone calls (a call with the token notices first, at once). On every instance, with no
 * lock: the transition is a conditional update, so each connection breaks, and says so, once. Only delegates.
 */
@Injectable()
export class ConnectionHorizonJob {
  private readonly logger = new Logger(ConnectionHorizonJob.name);
  private running = false;

  constructor(private readonly lifecycle: ConnectionLifecycle) {}

  @Interval('connect-connection-horizon', HORIZON_CHECK_MS)
  async run(): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    try {
      return await this.lifecycle.breakAllPastHorizon();
    } catch (error) {
      this.logger.warn(`Checking connections' re-login horizons failed: ${(error as Error).message}`);
      return 0;
    } finally {
      this.running = false;
    }
  }
}
