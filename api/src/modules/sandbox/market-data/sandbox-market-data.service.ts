import { Injectable } from '@nestjs/common';
import { ValidationFailedException } from '../../../common/errors';
import {
  AccountMarkets,
  ASSET_CATALOGUE,
  ASSET_SYMBOLS,
  barsPage,
  brokersTrading,
  easyToBorrow,
  clockNow,
  historyStart,
  isTradingSymbol,
  marketDataAsOf,
  marketStatus,
  quoteOf,
  type Bar,
  type Timeframe,
  type TradingSymbol,
} from '../../simulator';
import { SandboxAccounts } from '../accounts/sandbox-accounts.service';
import { InvalidCursorException, SandboxAccountNotFoundException } from '../sandbox.errors';
import { decodeBarCursor, encodeBarCursor } from './bar-cursor';
import type { AssetDto, AssetListDto } from './dto/asset.dto';
import type { BarDto, BarPageDto } from './dto/bar.dto';
import type { BarsQueryDto } from './dto/bars-query.dto';
import type { QuoteListDto } from './dto/quote.dto';
import { AssetNotFoundException, BeyondHistoryException } from './market-data.errors';

export const MAX_QUOTE_SYMBOLS = 50;
const DAY_MS = 86_400_000;
/** How far back `start` goes when not given. */
const DEFAULT_SPAN_MS: Record<Timeframe, number> = { '1Min': 5 * DAY_MS, '1Hour': 30 * DAY_MS, '1Day': 365 * DAY_MS };

const assetDto = (symbol: TradingSymbol): AssetDto => {
  const facts = ASSET_CATALOGUE[symbol];
  return {
    symbol,
    name: facts.name,
    class: facts.assetClass,
    exchange: facts.exchange,
    fractionable: facts.fractionable,
    tradable: true,
    brokers: [...brokersTrading(symbol)],
    easyToBorrow: easyToBorrow(symbol),
    referencePrice: facts.startPrice,
  };
};
/** The catalogue never changes while the app runs: its answer is built once. */
const ASSETS: AssetListDto = { items: ASSET_SYMBOLS.map(assetDto) };

const money = (cents: number) => (cents / 100).toFixed(2);
const barDto = (b: Bar): BarDto => ({
  time: new Date(b.t).toISOString(),
  open: money(b.open),
  high: money(b.high),
  low: money(b.low),
  close: money(b.close),
  volume: b.volume,
});

/** Market data on each account's clock, from its seeded price path (docs/decisions/market-data-from-the-price-path.md). */
@Injectable()
export class SandboxMarketData {
  constructor(
    private readonly accounts: SandboxAccounts,
    private readonly markets: AccountMarkets,
  ) {}

  assets(): AssetListDto {
    return ASSETS;
  }

  asset(symbol: string): AssetDto {
    if (!isTradingSymbol(symbol)) throw new AssetNotFoundException(symbol);
    return ASSETS.items[ASSET_SYMBOLS.indexOf(symbol)];
  }

  /**
   * The account's prices now (a price set by hand this minute included), with a spread around
   * each; at a broker whose data is late (history.delaySeconds), the prices that long ago.
   */
  async quotes(userId: number, accountId: string, list: string): Promise<QuoteListDto> {
    const symbols = quoteSymbols(list);
    // No catch-up of due orders: a quote reads only the clock and the prices, which need none.
    const broker = await this.accounts.brokerOf(userId, accountId);
    const { at, prices } = await this.markets.at(accountId, (now) => marketDataAsOf(broker, now));
    const items = symbols.map((symbol) => ({ symbol, ...quoteOf(prices[symbol]) }));
    return { at: at.toISOString(), isOpen: marketStatus(at).isOpen, delaySeconds: broker.capabilities.history.delaySeconds, items };
  }

  /**
   * A page of bars from the account's path, none past its clock less its broker's delay
   * (history.delaySeconds) and none before its history (history.depthDays): a range asked before
   * it is refused, the default one starts at it.
   */
  async bars(userId: number, accountId: string, query: BarsQueryDto): Promise<BarPageDto> {
    const broker = await this.accounts.brokerOf(userId, accountId);
    const market = await this.markets.cachedSandbox(accountId);
    if (!market) throw new SandboxAccountNotFoundException();
    const dataNow = marketDataAsOf(broker, clockNow(market.clock, this.markets.realNow()));
    const now = dataNow.getTime();
    const earliest = historyStart(broker, dataNow);
    const beyond = (field: 'start' | 'end') =>
      new BeyondHistoryException(field, { id: broker.id, name: broker.name, depthDays: broker.capabilities.history.depthDays }, earliest);
    const end = query.end === undefined ? now : Date.parse(query.end);
    if (end <= earliest.getTime()) throw beyond('end');
    const start = query.start === undefined ? Math.max(Math.min(end, now) - DEFAULT_SPAN_MS[query.timeframe], earliest.getTime()) : Date.parse(query.start);
    if (start >= end) throw new ValidationFailedException([{ field: 'start', messages: ['start must be before end'] }]);
    if (start < earliest.getTime()) throw beyond('start');
    let from = start;
    if (query.after !== undefined) {
      const cursor = decodeBarCursor(query.after);
      if (cursor === null || cursor < start || cursor >= end) throw new InvalidCursorException();
      from = cursor;
    }
    const page = barsPage(market.seed, query.symbol, query.timeframe, { from, to: end, now, limit: query.limit });
    return {
      symbol: query.symbol,
      timeframe: query.timeframe,
      items: page.bars.map(barDto),
      nextCursor: page.next === null ? null : encodeBarCursor(page.next),
    };
  }
}

/** `AAPL,msft, SPY` → the catalogue's symbols, each once; a 400 naming any it does not know. */
function quoteSymbols(list: string): TradingSymbol[] {
  const named = list
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter((s) => s !== '');
  if (named.length === 0) throw new ValidationFailedException([{ field: 'symbols', messages: ['symbols must name at least one symbol, e.g. AAPL,MSFT'] }]);
  if (named.length > MAX_QUOTE_SYMBOLS) {
    throw new ValidationFailedException([{ field: 'symbols', messages: [`symbols names ${named.length} symbols; at most ${MAX_QUOTE_SYMBOLS} at a time`] }]);
  }
  const given = [...new Set(named)];
  const unknown = given.filter((s) => !isTradingSymbol(s));
  if (unknown.length) throw new ValidationFailedException([{ field: 'symbols', messages: [`not in the catalogue (GET /v1/assets): ${unknown.join(', ')}`] }]);
  return given as TradingSymbol[];
}
