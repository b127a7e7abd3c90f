import { applyDecorators, UseGuards } from '@nestjs/common';
import { RequireScope, type Scope } from '../developer';
import { BrokerRulesGuard } from './brokers/broker-rules.guard';
import { ScriptedFaultGuard } from './control/scripted-fault.guard';

/**
 * A /v1 call about sandbox accounts: an API key with this scope, then the account's scripted fault
 * if one is due, then its broker's own limits (BrokerRulesGuard).
 */
export const AccountCall = (scope: Scope) => applyDecorators(RequireScope(scope), UseGuards(ScriptedFaultGuard, BrokerRulesGuard));
