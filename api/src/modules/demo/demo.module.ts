import { Module } from '@nestjs/common';
import { ActivityLogHook } from './activity/activity-log.hook';
import { ActivityLogReader } from './activity/activity-log.reader';
import { ActivityLogWriter } from './activity/activity-log.writer';
import { LogPollRoute } from './activity/log-poll.route';
import { RecordActivityListener } from './activity/record-activity.listener';
import { PushPricesListener } from './gateway/push-prices.listener';
import { TradingGateway } from './gateway/trading.gateway';
import { TradingController } from './trading.controller';
import { TradingService } from './trading.service';
import { SimulatorModule } from '../simulator/simulator.module';

/**
 * The trading demo's door to the simulator: a visitor's cookie session owns one account, traded
 * through `/api/trading/*` in the spec's shapes and followed over the `/trading` socket.
 */
@Module({
  imports: [SimulatorModule],
  controllers: [TradingController],
  providers: [TradingService, ActivityLogReader, ActivityLogWriter, ActivityLogHook, LogPollRoute, RecordActivityListener, TradingGateway, PushPricesListener],
  exports: [ActivityLogHook, LogPollRoute],
})
export class DemoModule {}
