import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { LRUCache } from 'lru-cache';
import { DataSource, EntityManager } from 'typeorm';
import type { DatabaseConfig } from '../../../config';
import { PgChannel } from '../../../database/pg-channel';
import { poolOf } from '../../../database/pool-of';
import { clockNow, MarketClock, pathSeedOf, PriceOverrides, Prices, sandboxPrices } from '../engine';
import { CLOCK, Clock } from '../../../common/clock';
import { accountMarket, AccountMarketRow, lockedMarket, lockSandboxMarket, openSandboxMarket, StoredFault } from './market.queries';
import { preparedQueryable } from '../../../database/prepared-statements';
import { MarketPrices } from './market-prices.service';

/** The market an account trades in right now: its time and its prices. */
export interface AccountMarket {
  sandbox: boolean;
  now: Date;
  prices: Prices;
}

/** A sandbox account's market as stored in sandbox_markets. */
export interface SandboxMarket {
  accountId: string;
  seed: number;
  clock: MarketClock;
  processedUntil: Date;
  overrides: PriceOverrides;
  fault: StoredFault | null;
}

const CHANNEL = 'sandbox_market_changed';
/** Accounts whose market this instance remembers (the least recently used go first). */
const MAX_CACHED = 100_000;

/**
 * Which market each account trades in. Demo accounts: the live feed and the real clock.
 * Sandbox accounts: their own clock and seeded prices (sandbox_markets), cached here and
 * dropped on every instance when any instance changes them (a pg channel), so a clock moved
 * through one instance is the clock the next call sees on another.
 */
@Injectable()
export class AccountMarkets implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly cache = new LRUCache<string, SandboxMarket | 'demo'>({ max: MAX_CACHED });
  private readonly channel: PgChannel;

  constructor(
    config: ConfigService,
    private readonly dataSource: DataSource,
    private readonly live: MarketPrices,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.channel = new PgChannel(CHANNEL, config.getOrThrow<DatabaseConfig>('database').url ?? '', poolOf(dataSource));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.channel.listen((accountId) => this.cache.delete(accountId), { onReconnected: () => this.cache.clear() });
  }

  async onModuleDestroy(): Promise<void> {
    await this.channel.close();
  }

  /** The account's time and prices now (the live market for a demo account or an unknown id). */
  async of(accountId: string): Promise<AccountMarket> {
    const cached = this.cache.get(accountId) ?? (await this.load(accountId));
    if (!cached || cached === 'demo') return { sandbox: false, now: this.clock.now(), prices: this.live.current() };
    const now = clockNow(cached.clock, this.clock.now());
    return { sandbox: true, now, prices: sandboxPrices(cached.seed, now, cached.overrides) };
  }

  /**
   * The account's prices at `when(now)`, an instant its broker shows instead of now (a daily
   * refresh, a delay), beside its clock's now; a demo account's are the live ones, now.
   */
  async at(accountId: string, when: (now: Date) => Date): Promise<AccountMarket & { at: Date }> {
    const cached = this.cache.get(accountId) ?? (await this.load(accountId));
    if (!cached || cached === 'demo') {
      const now = this.clock.now();
      return { sandbox: false, now, at: now, prices: this.live.current() };
    }
    const now = clockNow(cached.clock, this.clock.now());
    const at = when(now);
    return { sandbox: true, now, at, prices: sandboxPrices(cached.seed, at, cached.overrides) };
  }

  /**
   * A sandbox account's market read from the database (made on first use), or null for a demo
   * or unknown account. With `lock`, its row stays locked until `m`'s transaction ends: control
   * actions on one account run one at a time across instances (the ledger never locks it).
   */
  async sandbox(accountId: string, m: EntityManager = this.dataSource.manager, lock = false): Promise<SandboxMarket | null> {
    if (lock) {
      const row = await lockedMarket(preparedQueryable(m), accountId);
      if (row) return this.marketOf(accountId, row);
    }
    let found = await this.read(m, accountId);
    if (found && found !== 'demo' && lock) {
      await lockSandboxMarket(m, accountId);
      found = await this.read(m, accountId);
    }
    return found && found !== 'demo' ? found : null;
  }

  /** A sandbox account's market as this instance last read it (read now if it has not), or null for a demo or unknown account. */
  async cachedSandbox(accountId: string): Promise<SandboxMarket | null> {
    const cached = this.cache.get(accountId) ?? (await this.load(accountId));
    return cached && cached !== 'demo' ? cached : null;
  }

  /** Real time, as the clocks read it. */
  realNow(): Date {
    return this.clock.now();
  }

  /** Whether a scripted fault may be waiting for the account's next call (as this instance last heard). */
  async mayHaveFault(accountId: string): Promise<boolean> {
    const cached = this.cache.get(accountId) ?? (await this.load(accountId));
    return !!cached && cached !== 'demo' && cached.fault !== null;
  }

  /** Whether this instance knows the account as a demo account (one that trades in the live market). */
  knownDemo(accountId: string): boolean {
    return this.cache.get(accountId) === 'demo';
  }

  /** A demo account just opened here: its first order need not ask which market it trades in. */
  openedDemo(accountId: string): void {
    this.cache.set(accountId, 'demo');
  }

  /** After a change to an account's market is committed: every instance reads it again. */
  changed(accountId: string): void {
    this.cache.delete(accountId);
    this.channel.notify(accountId);
  }

  private async load(accountId: string): Promise<SandboxMarket | 'demo' | null> {
    const found = await this.read(this.dataSource.manager, accountId);
    if (found) {
      this.cache.set(accountId, found);
    }
    return found;
  }

  private async read(m: EntityManager, accountId: string): Promise<SandboxMarket | 'demo' | null> {
    let row = await accountMarket(m, accountId);
    if (!row) return null;
    if (row.owner_user_id === null) return 'demo';
    if (row.frozen === null) {
      await openSandboxMarket(m, accountId, this.clock.now());
      row = (await accountMarket(m, accountId))!;
    }
    return this.marketOf(accountId, row);
  }

  private marketOf(accountId: string, row: AccountMarketRow): SandboxMarket {
    return {
      accountId,
      seed: pathSeedOf(accountId, row.seed === null ? null : Number(row.seed)),
      clock: { frozen: row.frozen!, speed: Number(row.speed), anchorReal: row.anchor_real, anchorAccount: row.anchor_account },
      processedUntil: row.processed_until,
      overrides: row.price_overrides ?? {},
      fault: row.fault,
    };
  }
}
