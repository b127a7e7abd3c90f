import { Inject, Injectable } from '@nestjs/common';
import Decimal from 'decimal.js';
import { LRUCache } from 'lru-cache';
import { DataSource } from 'typeorm';
import { AccountActivity } from '../../trading';
import { accountMetrics, AccountState, isTradingSymbol, OPENING_CASH, TradingSymbol } from '../../trading';
import { SandboxOpening, TradingLedger } from '../../trading';
import { MarketPrices } from '../../trading';
import { CLOCK, Clock } from '../../../common/clock';
import type { Row } from '../../trading/trading.views';
import type { AccountDto, AccountPageDto } from '../dto/account.dto';
import type { CreateAccountDto } from '../dto/create-account.dto';
import { AccountQuotaException, SandboxAccountNotFoundException } from '../sandbox.errors';
import { accountDto } from '../sandbox.views';
import { pageAfter } from './cursor-page';

export const MAX_ACCOUNTS = 100;
const ACCOUNT_COLUMNS = 'id, label, seed, cash, realized_pnl, created_at';
/** Owners never change; a deleted account only stays "owned" here this long (its ledger calls 404 anyway). */
const OWNER_TTL_MS = 10_000;

/**
 * A developer's sandbox accounts: rows of the demo's account table with an owner, changed only
 * through the demo's ledger. Every call names the developer: another developer's account is a 404.
 */
@Injectable()
export class SandboxAccounts {
  private readonly owners = new LRUCache<string, number>({ max: 50_000, ttl: OWNER_TTL_MS });

  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: TradingLedger,
    private readonly market: MarketPrices,
    private readonly activity: AccountActivity,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async create(userId: number, dto: CreateAccountDto): Promise<AccountDto> {
    const opening: SandboxOpening = {
      cash: new Decimal(dto.cash ?? OPENING_CASH).toFixed(2),
      positions: mergeBySymbol(dto.positions ?? []),
    };
    const id = await this.dataSource.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock(hashtext($1), $2)', ['developer:accounts', userId]);
      const [{ n }] = await m.query('SELECT count(*)::int AS n FROM demo_accounts WHERE owner_user_id = $1', [userId]);
      if (n >= MAX_ACCOUNTS) throw new AccountQuotaException(MAX_ACCOUNTS);
      return this.ledger.openSandboxAccount(m, { userId, label: dto.label ?? null, seed: dto.seed ?? null }, opening);
    });
    this.owners.set(id, userId);
    return this.get(userId, id);
  }

  async list(userId: number, limit: number, after?: string): Promise<AccountPageDto> {
    const rows: Row[] = await pageAfter(this.dataSource, {
      select: `SELECT ${ACCOUNT_COLUMNS} FROM demo_accounts`,
      table: 'demo_accounts',
      where: 'owner_user_id = $1',
      params: [userId],
      limit,
      after,
    });
    const items = await Promise.all(rows.slice(0, limit).map((r) => this.view(r)));
    return { items, nextCursor: rows.length > limit ? (rows[limit - 1].id as string) : null };
  }

  async get(userId: number, accountId: string): Promise<AccountDto> {
    const [row] = await this.dataSource.query(`SELECT ${ACCOUNT_COLUMNS} FROM demo_accounts WHERE id = $1 AND owner_user_id = $2`, [accountId, userId]);
    if (!row) throw new SandboxAccountNotFoundException();
    this.activity.touch(accountId);
    return this.view(row);
  }

  async reset(userId: number, accountId: string): Promise<AccountDto> {
    await this.assertOwned(userId, accountId);
    await this.ledger.resetAccount(accountId).catch(notFoundAsSandbox);
    return this.get(userId, accountId);
  }

  async remove(userId: number, accountId: string): Promise<void> {
    const [, deleted] = await this.dataSource.query('DELETE FROM demo_accounts WHERE id = $1 AND owner_user_id = $2', [accountId, userId]);
    this.owners.delete(accountId);
    if (!deleted) throw new SandboxAccountNotFoundException();
  }

  /** 404 unless the account exists and is this developer's; marks it used (idle accounts expire). */
  async assertOwned(userId: number, accountId: string): Promise<void> {
    let owner = this.owners.get(accountId);
    if (owner === undefined) {
      const [row] = await this.dataSource.query('SELECT owner_user_id FROM demo_accounts WHERE id = $1', [accountId]);
      if (!row?.owner_user_id) throw new SandboxAccountNotFoundException();
      owner = row.owner_user_id as number;
      this.owners.set(accountId, owner);
    }
    if (owner !== userId) throw new SandboxAccountNotFoundException();
    this.activity.touch(accountId);
  }

  private async view(account: Row): Promise<AccountDto> {
    const id = account.id as string;
    const [positions, pending] = await Promise.all([
      this.dataSource.query('SELECT symbol, quantity, cost_basis FROM trading_positions WHERE account_id = $1 AND quantity > 0', [id]),
      this.dataSource.query(`SELECT symbol, side, quantity, limit_price FROM trading_orders WHERE account_id = $1 AND status = 'pending'`, [id]),
    ]);
    const state: AccountState = {
      cash: new Decimal(account.cash as string),
      realizedPnl: new Decimal(account.realized_pnl as string),
      holdings: Object.fromEntries(
        (positions as { symbol: string; quantity: number; cost_basis: string }[])
          .filter((p) => isTradingSymbol(p.symbol))
          .map((p) => [p.symbol, { quantity: p.quantity, costBasis: new Decimal(p.cost_basis) }]),
      ),
      pending: (pending as { symbol: TradingSymbol; side: 'buy' | 'sell'; quantity: number; limit_price: string }[]).map((o) => ({
        ...o,
        limitPrice: new Decimal(o.limit_price),
      })),
    };
    return accountDto(account, accountMetrics(state, this.market.current()), this.clock.now());
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

function notFoundAsSandbox(error: unknown): never {
  if ((error as { code?: string }).code === 'TRADING.ACCOUNT_NOT_FOUND') throw new SandboxAccountNotFoundException();
  throw error;
}
