import { Module } from '@nestjs/common';
import { DeveloperModule } from '../developer/developer.module';
import { TradingModule } from '../trading/trading.module';
import { SandboxModule } from '../sandbox/sandbox.module';
import { SandboxControlController } from './sandbox-control.controller';

/** /v1 control of sandbox accounts: clocks, prices, scripted faults (SANDBOX.md "Control"). */
@Module({
  imports: [DeveloperModule, TradingModule, SandboxModule],
  controllers: [SandboxControlController],
})
export class SandboxControlModule {}
