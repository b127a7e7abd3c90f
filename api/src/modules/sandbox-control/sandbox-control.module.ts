import { Module } from '@nestjs/common';
import { DeveloperModule } from '../developer/developer.module';
import { TradingModule } from '../trading/trading.module';
import { SandboxAccounts } from './sandbox-accounts';
import { SandboxControlController } from './sandbox-control.controller';

/** /v1 control of sandbox accounts: clocks, prices, scripted faults (SANDBOX.md "Control"). */
@Module({
  imports: [DeveloperModule, TradingModule],
  controllers: [SandboxControlController],
  providers: [SandboxAccounts],
})
export class SandboxControlModule {}
