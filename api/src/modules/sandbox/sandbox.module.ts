import { Module } from '@nestjs/common';
import { DeveloperModule } from '../developer/developer.module';
import { SimulatorModule } from '../simulator/simulator.module';
import { SandboxAccounts } from './accounts/sandbox-accounts.service';
import { SandboxTrading } from './accounts/sandbox-trading.service';
import { SandboxControlController } from './control/sandbox-control.controller';
import { ScriptedFaultGuard } from './control/scripted-fault.guard';
import { DeveloperAccountsController } from './developer-accounts.controller';
import { DeveloperEvents } from './events/developer-events.service';
import { SandboxEvents } from './events/sandbox-events.service';
import { IdempotencyKeysJob } from './idempotency/idempotency-keys.job';
import { IdempotentRequests } from './idempotency/idempotent-requests';
import { IdempotencyStore } from './idempotency/idempotency.store';
import { SandboxMarketData } from './market-data/sandbox-market-data.service';
import { V1AssetsController } from './market-data/v1-assets.controller';
import { V1MarketDataController } from './market-data/v1-market-data.controller';
import { V1AccountsController } from './v1-accounts.controller';
import { V1DeveloperEventsController } from './v1-developer-events.controller';
import { V1EventsController } from './v1-events.controller';
import { V1OrdersController } from './v1-orders.controller';
import { BrokerRulesGuard } from './brokers/broker-rules.guard';
import { BrokerThrottles } from './brokers/broker-throttles';
import { V1AccountBrokersController } from './brokers/v1-account-brokers.controller';
import { V1BrokersController } from './brokers/v1-brokers.controller';
import { DeveloperBrokersController } from './brokers/developer-brokers.controller';

/** The public /v1 door (API keys) and the console's door (session) onto developers' sandbox accounts. */
@Module({
  imports: [SimulatorModule, DeveloperModule],
  controllers: [
    V1AccountsController,
    V1OrdersController,
    V1EventsController,
    V1DeveloperEventsController,
    DeveloperAccountsController,
    SandboxControlController,
    V1BrokersController,
    DeveloperBrokersController,
    V1AccountBrokersController,
    V1AssetsController,
    V1MarketDataController,
  ],
  providers: [
    SandboxAccounts,
    SandboxTrading,
    SandboxMarketData,
    SandboxEvents,
    DeveloperEvents,
    IdempotencyStore,
    IdempotentRequests,
    IdempotencyKeysJob,
    // A guard on the /v1 account routes (AccountCall), not a global interceptor: a global one made
    // Nest bind an async context on every request of the site (GET /api/trading/logs: 51 → 143 µs of CPU).
    ScriptedFaultGuard,
    BrokerRulesGuard,
    BrokerThrottles,
  ],
})
export class SandboxModule {}
