import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AccountActivity } from './accounts/account-activity';
import { InactiveAccounts } from './accounts/inactive-accounts.service';
import { RandomSource, RandomWalkFeed, seededRandom } from './engine';
import { InactiveAccountsJob } from './jobs/inactive-accounts.job';
import { MarketClockJob } from './jobs/market-clock.job';
import { AccountNotices } from './ledger/account-notices.service';
import { OrderExpiry } from './ledger/order-expiry.service';
import { TradingLedger } from './ledger/trading-ledger.service';
import { StreamAccountEventsListener } from './listeners/stream-account-events.listener';
import { MatchOnTickListener } from './listeners/match-on-tick.listener';
import { AccountMarkets } from './market/account-markets.service';
import { MarketPrices } from './market/market-prices.service';
import { SandboxClock } from './market/sandbox-clock.service';
import { SandboxFaults } from './market/sandbox-faults.service';
import { OrderMatcher } from './market/order-matcher.service';
import { TRADING_PRICE_FEED, TRADING_RANDOM } from './trading.tokens';
import type { TradingConfig } from '../../config';
import { AccountEventAnnouncer } from './stream/account-event-announcer.service';
import { AccountEventRelay } from './stream/account-event-relay.service';
import { TradingInstance } from './stream/trading-instance';
import { AccountStreams } from './stream/account-streams';

/**
 * The paper-trading simulator: accounts, orders, fills, positions, markets and their clocks, and
 * the stream of an account's events. No controllers and no HTTP: the demo and the sandbox are its
 * doors (EventEmitterModule is registered once, in AppModule).
 */
@Module({
  providers: [
    {
      provide: TRADING_RANDOM,
      inject: [ConfigService],
      useFactory: (config: ConfigService): RandomSource => {
        const { randomSeed } = config.getOrThrow<TradingConfig>('trading');
        return randomSeed === null ? Math.random : seededRandom(randomSeed);
      },
    },
    { provide: TRADING_PRICE_FEED, inject: [TRADING_RANDOM], useFactory: (random: RandomSource) => new RandomWalkFeed(random) },
    MarketPrices,
    AccountMarkets,
    SandboxClock,
    SandboxFaults,
    OrderMatcher,
    TradingLedger,
    AccountNotices,
    OrderExpiry,
    TradingInstance,
    AccountStreams,
    AccountEventAnnouncer,
    AccountEventRelay,
    StreamAccountEventsListener,
    MatchOnTickListener,
    MarketClockJob,
    AccountActivity,
    InactiveAccounts,
    InactiveAccountsJob,
  ],
  exports: [AccountNotices, MarketPrices, AccountMarkets, SandboxClock, SandboxFaults, OrderExpiry, TradingLedger, AccountStreams, AccountActivity],
})
export class SimulatorModule {}
