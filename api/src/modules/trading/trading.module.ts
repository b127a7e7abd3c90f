import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AccountActivity } from './accounts/account-activity';
import { InactiveAccounts } from './accounts/inactive-accounts.service';
import { ActivityLogReader } from './activity/activity-log.reader';
import { ActivityLogWriter } from './activity/activity-log.writer';
import { RandomSource, RandomWalkFeed, seededRandom } from './engine';
import { TradingGateway } from './gateway/trading.gateway';
import { ActivityLogHook } from './activity-log.hook';
import { InactiveAccountsJob } from './jobs/inactive-accounts.job';
import { MarketClockJob } from './jobs/market-clock.job';
import { OrderExpiry } from './ledger/order-expiry.service';
import { TradingLedger } from './ledger/trading-ledger.service';
import { MatchOnTickListener } from './listeners/match-on-tick.listener';
import { PushToSocketsListener } from './listeners/push-account-events.listener';
import { RecordActivityListener } from './listeners/record-activity.listener';
import { MarketPrices } from './market/market-prices.service';
import { OrderMatcher } from './market/order-matcher.service';
import { TradingController } from './trading.controller';
import { TradingService } from './trading.service';
import { TRADING_PRICE_FEED, TRADING_RANDOM } from './trading.tokens';
import type { TradingConfig } from '../../config';
import { AccountEventRelay } from './stream/account-event-relay.service';
import { TradingInstance } from './stream/trading-instance';
import { AccountStreams } from './stream/account-streams';

/** The paper-trading simulator (EventEmitterModule is registered once, in AppModule). */
@Module({
  controllers: [TradingController],
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
    OrderMatcher,
    TradingLedger,
    OrderExpiry,
    TradingService,
    ActivityLogReader,
    ActivityLogWriter,
    ActivityLogHook,
    TradingGateway,
    TradingInstance,
    AccountStreams,
    AccountEventRelay,
    PushToSocketsListener,
    MatchOnTickListener,
    RecordActivityListener,
    MarketClockJob,
    AccountActivity,
    InactiveAccounts,
    InactiveAccountsJob,
  ],
  exports: [MarketPrices, OrderExpiry, TradingLedger, AccountStreams, AccountActivity],
})
export class TradingModule {}
