// The simulator as its doors see it (the demo, the sandbox, Connect): services to drive it, the
// records its readers answer (simulator.rows.ts), its plain errors, and the public event shape.
// Nothing else of it is reached from outside (eslint.config.mjs; docs/decisions/one-simulator-two-doors.md).
export * from './engine';
export * from './brokers';
export * from './simulator.errors';
export type * from './simulator.rows';
export { AccountActivity } from './accounts/account-activity';
export { readAccountState, readAccountStateWith } from './accounts/account-reader';
export { heldPositions } from './accounts/account-reader.queries';
export * from './accounts/owned-accounts.queries';
export * from './accounts/order-history.queries';
export { TradingLedger } from './ledger/trading-ledger.service';
export { AccountNotices, type AppendNotice } from './ledger/account-notices.service';
export { AccountMarkets } from './market/account-markets.service';
export { MarketPrices } from './market/market-prices.service';
export { SandboxClock } from './market/sandbox-clock.service';
export { FAULT_TYPES, SandboxFaults } from './market/sandbox-faults.service';
export type { FaultType } from './market/sandbox-faults.service';
export { AccountStreams } from './stream/account-streams';
export { followAccount, type FollowedEvent } from './stream/follow-account';
export { eventsAfter, eventsWithRecordedAt, lastEventSeq } from './stream/account-events.queries';
export { TradingEvents, type PricesTicked } from './events/trading.events';
export { PUBLIC_EVENT_TYPES, type PublicEventType } from './events/public-event-types';
export * from './events/event-data';
export { encodedData } from './events/encoded-data';
