// What other modules may use of the trading simulator: the sandbox is a second door to it.
export * from './engine';
export { AccountActivity } from './accounts/account-activity';
export { TradingLedger } from './ledger/trading-ledger.service';
export { AccountMarkets } from './market/account-markets.service';
export { SandboxClock } from './market/sandbox-clock.service';
export { FAULT_TYPES, SandboxFaults } from './market/sandbox-faults.service';
export type { FaultType } from './market/sandbox-faults.service';
export { AccountStreams } from './stream/account-streams';
export { followAccount } from './stream/follow-account';
export { PUBLIC_EVENT_TYPES, type PublicEventType } from './events/public-event-types';
export * from './events/event-data';
