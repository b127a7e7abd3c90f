import { Module } from '@nestjs/common';
import { ApiKeysModule } from '../../common/api-keys';
import { SandboxAccounts } from './sandbox/accounts/sandbox-accounts.service';
import { SandboxTrading } from './sandbox/accounts/sandbox-trading.service';
import { DeveloperAccountsController } from './sandbox/developer-accounts.controller';
import { SandboxEvents } from './sandbox/events/sandbox-events.service';
import { IdempotencyKeysJob } from './sandbox/idempotency/idempotency-keys.job';
import { IdempotencyInterceptor } from './sandbox/idempotency/idempotency.interceptor';
import { IdempotencyStore } from './sandbox/idempotency/idempotency.store';
import { V1AccountsController } from './sandbox/v1-accounts.controller';
import { V1EventsController } from './sandbox/v1-events.controller';
import { V1OrdersController } from './sandbox/v1-orders.controller';
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
import { TRADING_CLOCK, TRADING_PRICE_FEED, TRADING_RANDOM } from './trading.tokens';
import type { TradingConfig } from '../../config';
import { AccountEventRelay } from './stream/account-event-relay.service';
import { TradingInstance } from './stream/trading-instance';
import { AccountStreams } from './stream/account-streams';

/**
 * The paper-trading simulator, with its two doors: the demo (a session's account) and the developer
 * sandbox (/v1 with API keys; see sandbox/). EventEmitterModule is registered once, in AppModule.
 */
@Module({
  imports: [ApiKeysModule],
  // The demo's door (a session's account) and the sandbox's doors (/v1 with an API key, the console).
  controllers: [TradingController, V1AccountsController, V1OrdersController, V1EventsController, DeveloperAccountsController],
  providers: [
    { provide: TRADING_CLOCK, useValue: { now: () => new Date() } },
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
    SandboxAccounts,
    SandboxTrading,
    SandboxEvents,
    IdempotencyStore,
    IdempotencyInterceptor,
    IdempotencyKeysJob,
  ],
  exports: [MarketPrices, OrderExpiry, TradingLedger],
})
export class TradingModule {}
