import { Injectable, Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { DataSource } from 'typeorm';
import { markAccountActive } from './accounts.queries';

/** How stale `last_active_at` may get: far below the 30 idle days that expire an account. */
export const TOUCH_EVERY_MS = 5 * 60_000;
const MAX_TRACKED = 100_000;

/**
 * Keeps each demo account's `last_active_at` roughly current for the expiry job, with at most
 * one write per account every few minutes per instance, never one per request (every open
 * demo polls every second). The write is off the request path; a failed one is retried later.
 */
@Injectable()
export class AccountActivity {
  private readonly logger = new Logger(AccountActivity.name);
  private readonly touchedAt = new LRUCache<string, number>({ max: MAX_TRACKED });

  constructor(private readonly dataSource: DataSource) {}

  touch(accountId: string, now = Date.now()): void {
    const last = this.touchedAt.get(accountId);
    if (last !== undefined && now - last < TOUCH_EVERY_MS) return;
    this.touchedAt.set(accountId, now);
    markAccountActive(this.dataSource, accountId).catch((error: Error) => {
      this.touchedAt.delete(accountId);
      this.logger.warn(`Could not record activity: ${error.message}`);
    });
  }
}
