import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { ActivityLogReader } from './activity/activity-log.reader';
import './trading-session';
import { AccountActivity, AccountNotFound, accountMetrics, isTradingSymbol, MarketPrices, readAccountState, TradingLedger } from '../simulator';
import { latestFills, latestOrders, openPositionsBySymbol } from '../simulator';
import { NoDemoAccountException } from './demo.errors';
import { accountView, AccountView, orderView, positionView, tradeView } from './trading.views';

const LIST_LIMIT = 200;

/** The read side of the demo, and the session's account. */
@Injectable()
export class TradingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: TradingLedger,
    private readonly market: MarketPrices,
    private readonly activity: ActivityLogReader,
    private readonly accounts: AccountActivity,
  ) {}

  /**
   * The session's account id, or 404 before the visitor started the demo: a call without the
   * cookie creates nothing (each such call used to open an account and a session).
   */
  async accountIdFor(session: FastifyRequest['session']): Promise<string> {
    const accountId = session.tradingAccountId;
    if (!accountId) throw new NoDemoAccountException();
    this.accounts.touch(accountId);
    return accountId;
  }

  /** Starting the demo: the session's account, opening a $100,000 one (and so the session) if it has none. */
  async openAccountFor(session: FastifyRequest['session']): Promise<{ accountId: string; created: boolean }> {
    if (session.tradingAccountId) return { accountId: await this.accountIdFor(session), created: false };
    session.tradingAccountId = await this.ledger.openAccount();
    return { accountId: session.tradingAccountId, created: true };
  }

  async account(accountId: string): Promise<AccountView> {
    const state = await readAccountState(this.dataSource, accountId);
    // Expired after 30 idle days (InactiveAccountsJob) while a session still named it.
    if (!state) throw new AccountNotFound();
    return accountView(accountId, accountMetrics(state, this.market.current()), state.realizedPnl);
  }

  async positions(accountId: string) {
    const rows = await openPositionsBySymbol(this.dataSource, accountId);
    const prices = this.market.current();
    return rows.filter((r) => isTradingSymbol(r.symbol)).map((r) => positionView(r, prices));
  }

  async orders(accountId: string) {
    return (await latestOrders(this.dataSource, accountId, LIST_LIMIT)).map(orderView);
  }

  async trades(accountId: string) {
    return (await latestFills(this.dataSource, accountId, LIST_LIMIT)).map(tradeView);
  }

  /** Newest first, already as the JSON response body. */
  logsJson(accountId: string): Promise<string> {
    return this.activity.latestJson(accountId);
  }
}
