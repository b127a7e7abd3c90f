import { Inject, Injectable } from '@nestjs/common';
import Decimal from 'decimal.js';
import { LRUCache } from 'lru-cache';
import { DataSource } from 'typeorm';
import { AccountActivity, balancesAsOf, balancesPricedAt, brokerProfile, type BrokerProfile, DEFAULT_BROKER_ID } from '../../simulator';
import { accountMetrics, OPENING_CASH, type OwnedAccountRow, readAccountStateWith, TradingSymbol } from '../../simulator';
import {
  accountOwner,
  accountOwnerAndBroker,
  countOwnedAccounts,
  deleteOwnedAccount,
  lockOwnedAccounts,
  ownedAccount,
  ownedAccountsPage,
} from '../../simulator';
import { SandboxOpening, TradingLedger } from '../../simulator';
import { AccountMarkets, SandboxClock } from '../../simulator';
import { CLOCK, Clock } from '../../../common/clock';
import type { AccountDto, AccountPageDto } from '../dto/account.dto';
import type { CreateAccountDto } from '../dto/create-account.dto';
import { AccountQuotaException, SandboxAccountNotFoundException } from '../sandbox.errors';
import { accountDto } from '../sandbox.views';

export const MAX_ACCOUNTS = 100;
/** Owners and brokers never change; a deleted account only stays "owned" here this long (its ledger calls 404 anyway). */
const OWNER_TTL_MS = 10_000;

/**
 * A developer's sandbox accounts: rows of the demo's account table with an owner, changed only
 * through the demo's ledger. Every call names the developer: another developer's account is a 404.
 */
@Injectable()
export class SandboxAccounts {
  private readonly owners = new LRUCache<string, { owner: number | null; broker: string }>({ max: 50_000, ttl: OWNER_TTL_MS });

  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: TradingLedger,
    private readonly markets: AccountMarkets,
    private readonly activity: AccountActivity,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly sandboxClock: SandboxClock,
  ) {}

  /**
   * Opens an account; with `withId` (an idempotent request's reserved id) at most once: a second
   * call with that id finds the account the first one opened.
   */
  async create(userId: number, dto: CreateAccountDto, withId?: string): Promise<AccountDto> {
    const opening: SandboxOpening = {
      cash: new Decimal(dto.cash ?? OPENING_CASH).toFixed(2),
      positions: mergeBySymbol(dto.positions ?? []),
    };
    const broker = dto.broker ?? DEFAULT_BROKER_ID;
    const id = await this.dataSource.transaction(async (m) => {
      await lockOwnedAccounts(m, userId);
      if (withId && (await accountOwner(m, withId)) === userId) return withId;
      if ((await countOwnedAccounts(m, userId)) >= MAX_ACCOUNTS) throw new AccountQuotaException(MAX_ACCOUNTS);
      return this.ledger.openSandboxAccount(m, { userId, label: dto.label ?? null, seed: dto.seed ?? null, broker }, opening, withId);
    });
    this.owners.set(id, { owner: userId, broker });
    return this.get(userId, id);
  }

  /** The developer's account with this id, or null: what an idempotent creation that never answered opened. */
  async findOwned(userId: number, accountId: string): Promise<AccountDto | null> {
    if ((await accountOwner(this.dataSource, accountId)) !== userId) return null;
    return this.get(userId, accountId);
  }

  /** `only`: a Connect access token's accounts, the only ones it lists. */
  async list(userId: number, limit: number, after?: string, only?: readonly string[]): Promise<AccountPageDto> {
    const rows = await ownedAccountsPage(this.dataSource, userId, { limit, after }, only);
    const items = await Promise.all(rows.slice(0, limit).map((r) => this.view(r)));
    return { items, nextCursor: rows.length > limit ? rows[limit - 1].id : null };
  }

  async get(userId: number, accountId: string): Promise<AccountDto> {
    await this.asOfNow(userId, accountId);
    const row = await ownedAccount(this.dataSource, userId, accountId);
    if (!row) throw new SandboxAccountNotFoundException();
    this.activity.touch(accountId);
    return this.view(row);
  }

  async reset(userId: number, accountId: string): Promise<AccountDto> {
    await this.assertOwned(userId, accountId);
    await this.ledger.resetAccount(accountId);
    return this.get(userId, accountId);
  }

  async remove(userId: number, accountId: string): Promise<void> {
    const deleted = await deleteOwnedAccount(this.dataSource, userId, accountId);
    this.owners.delete(accountId);
    if (!deleted) throw new SandboxAccountNotFoundException();
  }

  /**
   * assertOwned, then the account as of its clock's now: what a running clock made due since
   * (expiries at the close, scripted steps, crossed limits) is done before the call reads or acts.
   */
  async asOfNow(userId: number, accountId: string): Promise<void> {
    await this.assertOwned(userId, accountId);
    await this.sandboxClock.catchUp(accountId);
  }

  /** 404 unless the account exists and is this developer's; marks it used (idle accounts expire). */
  async assertOwned(userId: number, accountId: string): Promise<void> {
    await this.brokerOf(userId, accountId);
  }

  /** The profile of the account's broker, once assertOwned's check passed (an account's broker never changes). */
  async brokerOf(userId: number, accountId: string): Promise<BrokerProfile> {
    let known = this.owners.get(accountId);
    if (known === undefined) {
      known = await accountOwnerAndBroker(this.dataSource, accountId);
      if (!known) throw new SandboxAccountNotFoundException();
      this.owners.set(accountId, known);
    }
    if (known.owner !== userId) throw new SandboxAccountNotFoundException();
    this.activity.touch(accountId);
    // The column's ids are checked where they come in (the DTOs); a profile removed since is a bug, not the caller's.
    const profile = brokerProfile(known.broker);
    if (!profile) throw new Error(`Account ${accountId} is at broker ${known.broker}, which has no profile`);
    return profile;
  }

  private async view(account: OwnedAccountRow): Promise<AccountDto> {
    const broker = brokerProfile(account.broker);
    const [state, market] = await Promise.all([
      readAccountStateWith(this.dataSource, account.id, account),
      // The account's own clock and prices (SANDBOX.md "Control"), at the instant its broker values balances.
      this.markets.at(account.id, (now) => (broker ? balancesPricedAt(broker, now) : now)),
    ]);
    const asOf = broker ? balancesAsOf(broker, market.now) : market.now;
    return accountDto(account, accountMetrics(state, market.prices), market.now, asOf);
  }
}

/** Two opening lines for one symbol are one position (the table holds one row per symbol). */
function mergeBySymbol(positions: { symbol: string; quantity: number; averageCost: string }[]): SandboxOpening['positions'] {
  const bySymbol = new Map<TradingSymbol, { quantity: number; cost: Decimal }>();
  for (const p of positions) {
    const held = bySymbol.get(p.symbol as TradingSymbol) ?? { quantity: 0, cost: new Decimal(0) };
    bySymbol.set(p.symbol as TradingSymbol, { quantity: held.quantity + p.quantity, cost: held.cost.plus(new Decimal(p.averageCost).times(p.quantity)) });
  }
  return [...bySymbol].map(([symbol, h]) => ({ symbol, quantity: h.quantity, averageCost: h.cost.dividedBy(h.quantity).toFixed(6) }));
}
