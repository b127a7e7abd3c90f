import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Req, Res, UseFilters } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Decimal from 'decimal.js';
import { HeavyCalls, RequireScope } from '../../developer';
import { clockCallWeight } from './clock-call-weight';
import { SandboxClock } from '../../simulator';
import { ClockActionDto, clockActionOf } from './dto/clock-action.dto';
import { ClockDto } from './dto/clock.dto';
import { FaultDto, ScriptFaultDto } from './dto/script-fault.dto';
import { PriceSetDto, SetPriceDto } from './dto/set-price.dto';
import { SandboxFaults } from '../../simulator';
import { SandboxAccounts } from '../accounts/sandbox-accounts.service';
import { SandboxAccountNotFoundException, SandboxErrorsFilter } from '../sandbox.errors';

const userOf = (request: FastifyRequest) => request.apiKey!.userId;
/** A malformed id names no account: the same 404 as another developer's. */
const accountId = () => new ParseUUIDPipe({ exceptionFactory: () => new SandboxAccountNotFoundException() });

/** SANDBOX.md "Control": a sandbox account's clock and prices (scope sandbox:control). */
@ApiTags('sandbox control')
@UseFilters(SandboxErrorsFilter)
@Controller('v1/accounts/:accountId')
@ApiNotFoundResponse({ description: 'SANDBOX.ACCOUNT_NOT_FOUND: not a sandbox account of this key’s developer' })
export class SandboxControlController {
  constructor(
    private readonly accounts: SandboxAccounts,
    private readonly clock: SandboxClock,
    private readonly faults: SandboxFaults,
    private readonly heavy: HeavyCalls,
  ) {}

  @Get('clock')
  // Reading the time changes nothing: a read-only key may (issue 33); moving it needs sandbox:control.
  @RequireScope('accounts:read')
  @ApiOperation({ operationId: 'getClock', summary: "The account's clock and market hours" })
  @ApiOkResponse({ type: ClockDto })
  async getClock(@Req() request: FastifyRequest, @Param('accountId', accountId()) id: string): Promise<ClockDto> {
    await this.accounts.assertOwned(userOf(request), id);
    return this.clock.status(id);
  }

  @Post('clock')
  @HttpCode(HttpStatus.OK)
  @RequireScope('sandbox:control')
  @ApiOperation({
    operationId: 'moveClock',
    summary: 'Freeze, resume, advance or set the clock',
    description:
      'Moving forward does everything that falls due in between, in time order and stamped with its own account time: day orders expire at their close (16:00 New York, 13:00 on early-close days) with EXPIRED_AT_CLOSE, resting limits fill at their limit in the first open minute the seeded price path crosses them, market orders waiting for the open fill at the open’s price, scripted steps run. A move stays within the NYSE calendar the clock knows (2026-01-01 to 2027-12-31, New York time) and goes at most two years at once (400 otherwise). It counts against the key’s rate limit as one call plus one per week of account time it moves over.',
  })
  @ApiOkResponse({ type: ClockDto })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED naming the field: a date-only `to`, a move past the calendar’s range or further than two years' })
  @ApiConflictResponse({ description: 'SANDBOX.CLOCK_BACKWARDS: the clock only moves forward' })
  async moveClock(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Param('accountId', accountId()) id: string,
    @Body() dto: ClockActionDto,
  ): Promise<ClockDto> {
    await this.accounts.assertOwned(userOf(request), id);
    return this.clock.control(id, clockActionOf(dto), dto.speed, (seconds) => this.heavy.charge(request, reply, clockCallWeight(seconds)));
  }

  @Post('prices')
  @HttpCode(HttpStatus.OK)
  @RequireScope('sandbox:control')
  @ApiOperation({
    operationId: 'setPrice',
    summary: 'Set a price now',
    description:
      "Holds for the rest of the current minute of the account's time (for as long as the clock is frozen); resting limit orders it crosses fill at once while the market is open, and none while it is closed (`filled` 0).",
  })
  @ApiOkResponse({ type: PriceSetDto })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED naming the field' })
  async setPrice(@Req() request: FastifyRequest, @Param('accountId', accountId()) id: string, @Body() dto: SetPriceDto): Promise<PriceSetDto> {
    await this.accounts.assertOwned(userOf(request), id);
    return this.clock.setPrice(id, dto.symbol, new Decimal(dto.price));
  }

  @Post('faults')
  @RequireScope('sandbox:control')
  @ApiOperation({
    operationId: 'scriptFault',
    summary: 'Script a fault for the account’s next calls',
    description:
      'The account’s next `calls` /v1 calls (default 1), or its calls for `seconds`, fail as the type says; then it recovers. Its clock, prices and faults calls never fail. A new fault replaces the one waiting.',
  })
  @ApiCreatedResponse({ type: FaultDto })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED naming the field' })
  async scriptFault(@Req() request: FastifyRequest, @Param('accountId', accountId()) id: string, @Body() dto: ScriptFaultDto): Promise<FaultDto> {
    await this.accounts.assertOwned(userOf(request), id);
    return this.faults.script(id, dto.type, { calls: dto.calls, seconds: dto.seconds });
  }
}
