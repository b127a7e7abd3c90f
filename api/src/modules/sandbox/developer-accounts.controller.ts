import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query, Req, UseGuards, UseFilters } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AuthenticatedGuard } from '../../common/guards';
import { SandboxAccounts } from './accounts/sandbox-accounts.service';
import { SandboxTrading } from './accounts/sandbox-trading.service';
import { AccountDto, AccountPageDto } from './dto/account.dto';
import { CreateAccountDto } from './dto/create-account.dto';
import { ConsoleEventPageDto } from './dto/console-event.dto';
import { EventQueryDto } from './dto/event.dto';
import { OrderPageDto } from './dto/order.dto';
import { PositionListDto } from './dto/position.dto';
import { OrderQueryDto } from './dto/order-query.dto';
import { CursorQueryDto } from './dto/page-query.dto';
import { SandboxEvents } from './events/sandbox-events.service';
import { SandboxClock } from '../simulator';
import { ClockActionDto, clockActionOf } from './control/dto/clock-action.dto';
import { ClockDto } from './control/dto/clock.dto';
import { SandboxErrorsFilter } from './sandbox.errors';
import { QuoteListDto } from './market-data/dto/quote.dto';
import { QuotesQueryDto } from './market-data/dto/quotes-query.dto';
import { SandboxMarketData } from './market-data/sandbox-market-data.service';

const userOf = (request: FastifyRequest) => request.session.user!.id;
const AccountId = () => Param('accountId', new ParseUUIDPipe());

/** The console's view of the signed-in developer's sandbox accounts: the same services and JSON as /v1. */
@ApiTags('developer')
@UseFilters(SandboxErrorsFilter)
@Controller('developer/accounts')
@UseGuards(AuthenticatedGuard)
export class DeveloperAccountsController {
  constructor(
    private readonly accounts: SandboxAccounts,
    private readonly trading: SandboxTrading,
    private readonly events: SandboxEvents,
    private readonly clock: SandboxClock,
    private readonly marketData: SandboxMarketData,
  ) {}

  @Get()
  @ApiOkResponse({ type: AccountPageDto })
  list(@Req() request: FastifyRequest, @Query() query: CursorQueryDto): Promise<AccountPageDto> {
    return this.accounts.list(userOf(request), query.limit, query.after);
  }

  @Post()
  @ApiCreatedResponse({ type: AccountDto })
  create(@Req() request: FastifyRequest, @Body() dto: CreateAccountDto): Promise<AccountDto> {
    return this.accounts.create(userOf(request), dto);
  }

  /** One account, for its own page in the console (GET /v1/accounts/{id}'s answer). */
  @Get(':accountId')
  @ApiOkResponse({ type: AccountDto })
  get(@Req() request: FastifyRequest, @AccountId() accountId: string): Promise<AccountDto> {
    return this.accounts.get(userOf(request), accountId);
  }

  @Get(':accountId/positions')
  @ApiOkResponse({ type: PositionListDto })
  positions(@Req() request: FastifyRequest, @AccountId() accountId: string): Promise<PositionListDto> {
    return this.trading.positions(userOf(request), accountId);
  }

  /** Quotes of some of its symbols (the console asks for the held ones), as GET /v1/accounts/{id}/quotes answers. */
  @Get(':accountId/quotes')
  @ApiOkResponse({ type: QuoteListDto })
  quotes(@Req() request: FastifyRequest, @AccountId() accountId: string, @Query() query: QuotesQueryDto): Promise<QuoteListDto> {
    return this.marketData.quotes(userOf(request), accountId, query.symbols);
  }

  @Post(':accountId/reset')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AccountDto })
  reset(@Req() request: FastifyRequest, @AccountId() accountId: string): Promise<AccountDto> {
    return this.accounts.reset(userOf(request), accountId);
  }

  @Delete(':accountId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse()
  remove(@Req() request: FastifyRequest, @AccountId() accountId: string): Promise<void> {
    return this.accounts.remove(userOf(request), accountId);
  }

  @Get(':accountId/orders')
  @ApiOkResponse({ type: OrderPageDto })
  orders(@Req() request: FastifyRequest, @AccountId() accountId: string, @Query() query: OrderQueryDto): Promise<OrderPageDto> {
    return this.trading.orders(userOf(request), accountId, query.limit, query.after, query.status);
  }

  /** The account's clock and market hours, as GET /v1/accounts/{id}/clock answers. */
  @Get(':accountId/clock')
  @ApiOkResponse({ type: ClockDto })
  async clockOf(@Req() request: FastifyRequest, @AccountId() accountId: string): Promise<ClockDto> {
    await this.accounts.assertOwned(userOf(request), accountId);
    return this.clock.status(accountId);
  }

  /** Freeze, resume, advance or set the clock, as POST /v1/accounts/{id}/clock does. */
  @Post(':accountId/clock')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ClockDto })
  async moveClock(@Req() request: FastifyRequest, @AccountId() accountId: string, @Body() dto: ClockActionDto): Promise<ClockDto> {
    await this.accounts.assertOwned(userOf(request), accountId);
    return this.clock.control(accountId, clockActionOf(dto), dto.speed);
  }

  @Get(':accountId/events')
  @ApiOkResponse({ type: ConsoleEventPageDto })
  async eventsOf(@Req() request: FastifyRequest, @AccountId() accountId: string, @Query() query: EventQueryDto): Promise<ConsoleEventPageDto> {
    await this.accounts.asOfNow(userOf(request), accountId);
    return this.events.afterWithRealTimes(accountId, query.after, query.limit);
  }
}
