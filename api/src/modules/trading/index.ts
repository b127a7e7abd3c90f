// What other modules may use of the trading simulator: the sandbox is a second door to it.
export * from './engine';
export { AccountActivity } from './accounts/account-activity';
export type { AccountEvent } from './events/trading.events';
export type { SandboxOpening } from './ledger/trading-ledger.service';
export { TradingLedger } from './ledger/trading-ledger.service';
export { MarketPrices } from './market/market-prices.service';
export { AccountStreams } from './stream/account-streams';
