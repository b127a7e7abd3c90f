import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query, Req, Res, UseFilters } from '@nestjs/common';
import {
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorBodyDto } from '../../common/errors/error-body.dto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ValidationFailedException } from '../../common/errors';
import { hasBody } from '../../common/http/body-shape.hook';
import { AccountCall } from './account-call.decorator';
import { SandboxAccounts } from './accounts/sandbox-accounts.service';
import { SandboxTrading } from './accounts/sandbox-trading.service';
import { AccountDto, AccountPageDto } from './dto/account.dto';
import { CreateAccountDto } from './dto/create-account.dto';
import { FillPageDto } from './dto/fill.dto';
import { CursorQueryDto } from './dto/page-query.dto';
import { PositionListDto } from './dto/position.dto';
import { IdempotentRequests } from './idempotency/idempotent-requests';
import { SandboxErrorsFilter } from './sandbox.errors';

export const developerOf = (request: FastifyRequest) => request.apiKey!.userId;
export const IDEMPOTENCY_HEADER = { name: 'Idempotency-Key', required: false, description: 'Makes a retried POST safe: the same key replays the first answer' };
const AccountId = () => Param('accountId', new ParseUUIDPipe());

/** Sandbox accounts on /v1: a developer's own, each a door onto the demo's simulator. */
@ApiTags('accounts')
@UseFilters(SandboxErrorsFilter)
@Controller('v1/accounts')
export class V1AccountsController {
  constructor(
    private readonly accounts: SandboxAccounts,
    private readonly trading: SandboxTrading,
    private readonly idempotent: IdempotentRequests,
  ) {}

  @Post()
  @AccountCall('accounts:write')
  @ApiOperation({ operationId: 'createAccount', summary: 'Open a sandbox account (default cash "100000.00")' })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiBody({ type: CreateAccountDto, required: false })
  @ApiCreatedResponse({ type: AccountDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'DEVELOPER.ACCOUNT_QUOTA: 100 accounts already; IDEMPOTENCY.*' })
  create(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply, @Body() dto: CreateAccountDto): Promise<AccountDto> {
    const developer = developerOf(request);
    // With a key, the account takes the id the key reserved: a retry after a crash finds it instead of opening another.
    return this.idempotent.run(request, reply, (id) => this.accounts.create(developer, dto, id), {
      find: async (id) => {
        const account = await this.accounts.findOwned(developer, id);
        return account && { status: HttpStatus.CREATED, body: account };
      },
    });
  }

  @Get()
  @AccountCall('accounts:read')
  @ApiOperation({ operationId: 'listAccounts', summary: 'Your sandbox accounts, newest first (a Connect access token: its connection’s accounts only)' })
  @ApiOkResponse({ type: AccountPageDto })
  list(@Req() request: FastifyRequest, @Query() query: CursorQueryDto): Promise<AccountPageDto> {
    return this.accounts.list(developerOf(request), query.limit, query.after, request.apiKey!.accountIds);
  }

  @Get(':accountId')
  @AccountCall('accounts:read')
  @ApiOperation({ operationId: 'getAccount', summary: 'Balance, equity, buying power, margin used and clock time' })
  @ApiOkResponse({ type: AccountDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'SANDBOX.ACCOUNT_NOT_FOUND (also another developer’s account)' })
  get(@Req() request: FastifyRequest, @AccountId() accountId: string): Promise<AccountDto> {
    return this.accounts.get(developerOf(request), accountId);
  }

  @Post(':accountId/reset')
  @HttpCode(HttpStatus.OK)
  @AccountCall('accounts:write')
  @ApiOperation({
    operationId: 'resetAccount',
    summary: 'Back to the opening state; the event log goes on',
    description:
      'The opening cash and positions (orders, fills and positions go), and the market as it opened: the clock on real time at speed 1, no set prices, no scripted fault. API keys are unaffected. Takes no body: a request with one, of any Content-Type, is a 400.',
  })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiOkResponse({ type: AccountDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'SANDBOX.ACCOUNT_NOT_FOUND' })
  reset(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply, @AccountId() accountId: string): Promise<AccountDto> {
    if (hasBody(request.body)) throw new ValidationFailedException([{ field: 'body', messages: ['reset takes no body: send the request without one.'] }]);
    return this.idempotent.run(request, reply, () => this.accounts.reset(developerOf(request), accountId));
  }

  @Delete(':accountId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @AccountCall('accounts:write')
  @ApiOperation({ operationId: 'deleteAccount', summary: 'Delete the account with its orders, fills and events (keys are unaffected)' })
  @ApiNoContentResponse({ description: 'Gone' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'SANDBOX.ACCOUNT_NOT_FOUND' })
  remove(@Req() request: FastifyRequest, @AccountId() accountId: string): Promise<void> {
    return this.accounts.remove(developerOf(request), accountId);
  }

  @Get(':accountId/positions')
  @AccountCall('accounts:read')
  @ApiOperation({ operationId: 'listPositions', summary: 'Open positions at the current price' })
  @ApiOkResponse({ type: PositionListDto })
  positions(@Req() request: FastifyRequest, @AccountId() accountId: string): Promise<PositionListDto> {
    return this.trading.positions(developerOf(request), accountId);
  }

  @Get(':accountId/fills')
  @AccountCall('accounts:read')
  @ApiOperation({ operationId: 'listFills', summary: 'Executions, newest first' })
  @ApiOkResponse({ type: FillPageDto })
  fills(@Req() request: FastifyRequest, @AccountId() accountId: string, @Query() query: CursorQueryDto): Promise<FillPageDto> {
    return this.trading.fills(developerOf(request), accountId, query.limit, query.after);
  }
}
