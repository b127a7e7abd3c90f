import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Req, UseFilters } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ErrorBodyDto } from '../../../common/errors/error-body.dto';
import { accountCapabilities } from '../../simulator';
import { AccountCall } from '../account-call.decorator';
import { SandboxAccounts } from '../accounts/sandbox-accounts.service';
import { SandboxTrading } from '../accounts/sandbox-trading.service';
import { PlaceSandboxOrderDto } from '../dto/place-order.dto';
import { SandboxErrorsFilter } from '../sandbox.errors';
import { developerOf } from '../v1-accounts.controller';
import { accountCapabilitiesDto, orderPreviewDto } from './broker-views';
import { AccountCapabilitiesDto } from './dto/account-capabilities.dto';
import { OrderPreviewDto } from './dto/order-preview.dto';

const AccountId = () => Param('accountId', new ParseUUIDPipe());

/** What an account's broker lets this caller do, and what it would make of an order: read from the profile, nothing written. */
@ApiTags('brokers')
@UseFilters(SandboxErrorsFilter)
@Controller('v1/accounts/:accountId')
export class V1AccountBrokersController {
  constructor(
    private readonly accounts: SandboxAccounts,
    private readonly trading: SandboxTrading,
  ) {}

  @Get('capabilities')
  @AccountCall('accounts:read')
  @ApiOperation({
    operationId: 'getAccountCapabilities',
    summary: 'The account’s broker document, narrowed by your permissions (no trading:write: no order types)',
  })
  @ApiOkResponse({ type: AccountCapabilitiesDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'SANDBOX.ACCOUNT_NOT_FOUND' })
  async capabilities(@Req() request: FastifyRequest, @AccountId() accountId: string): Promise<AccountCapabilitiesDto> {
    const broker = await this.accounts.brokerOf(developerOf(request), accountId);
    return accountCapabilitiesDto(accountId, accountCapabilities(broker, request.apiKey!.scopes));
  }

  @Post('orders/preview')
  @HttpCode(HttpStatus.OK)
  @AccountCall('accounts:read')
  @ApiOperation({
    operationId: 'previewOrder',
    summary: 'What placing this order would answer, and the rule that decides; writes nothing (no Idempotency-Key needed)',
    description:
      'The same body as POST /v1/accounts/{id}/orders, checked as placing it would be: your scope, then the broker’s profile (trading, the symbol among those it trades, orderTypes, timeInForce per type, and at a broker that sells short a sale beyond the shares held of a hard-to-borrow symbol). Accepted means the broker takes it; the market then decides whether it fills, rests or is rejected for money or shares.',
  })
  @ApiOkResponse({ type: OrderPreviewDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'SANDBOX.ACCOUNT_NOT_FOUND' })
  async preview(@Req() request: FastifyRequest, @AccountId() accountId: string, @Body() dto: PlaceSandboxOrderDto): Promise<OrderPreviewDto> {
    const { check } = await this.trading.check(developerOf(request), accountId, dto);
    return orderPreviewDto(check, request.apiKey!.scopes);
  }
}
