// What other modules may use of trading (STYLE rule 1): the rules engine, the ledger, prices,
// account activity and streams. Everything else in the subfolders stays the module's own.
export * from './engine';
export type { AccountEvent } from './events/trading.events';
export { AccountActivity } from './accounts/account-activity';
export { AccountStreams } from './stream/account-streams';
export { MarketPrices } from './market/market-prices.service';
export { TradingLedger, type SandboxOpening } from './ledger/trading-ledger.service';
