import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { DeveloperModule } from '../developer/developer.module';
import { TradingModule } from '../trading/trading.module';
import { SandboxModule } from '../sandbox/sandbox.module';
import { SandboxControlController } from './sandbox-control.controller';
import { ScriptedFaultInterceptor } from './scripted-fault.interceptor';

/** /v1 control of sandbox accounts: clocks, prices, scripted faults (SANDBOX.md "Control"). */
@Module({
  imports: [DeveloperModule, TradingModule, SandboxModule],
  controllers: [SandboxControlController],
  // Global: every /v1 account call, whichever module answers it, may meet its account's scripted fault.
  providers: [{ provide: APP_INTERCEPTOR, useClass: ScriptedFaultInterceptor }],
})
export class SandboxControlModule {}
