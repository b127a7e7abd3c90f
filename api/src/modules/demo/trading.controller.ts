import { Body, Controller, Delete, Get, Header, HttpStatus, Param, ParseUUIDPipe, Post, Req, Res, UseFilters } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import Decimal from 'decimal.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimit } from '../../common/rate-limit';
import { PlaceOrderDto } from './dto/place-order.dto';
import { DemoErrorsFilter } from './demo.errors';
import { TradingService } from './trading.service';
import { orderView } from './trading.views';
import { TradingLedger } from '../simulator';

/** Account data changes every second: no ETag revalidation, no caching anywhere. */
const NO_STORE = 'no-store';

/** The paper-trading API; every call acts on the visitor's own demo account. */
@ApiTags('trading')
@Controller('trading')
@RateLimit('trading')
@UseFilters(DemoErrorsFilter)
export class TradingController {
  constructor(
    private readonly trading: TradingService,
    private readonly ledger: TradingLedger,
  ) {}

  @Post('account')
  @RateLimit('trading', 'demo')
  @ApiOperation({ summary: 'Start the demo: opens the session’s $100,000 account (201), or answers the one it has (200)' })
  async open(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply) {
    const { accountId, created } = await this.trading.openAccountFor(req.session);
    res.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return this.trading.account(accountId);
  }

  @Get('account')
  @Header('Cache-Control', NO_STORE)
  @ApiOperation({ summary: 'Balance, buying power, equity and margin used; 404 TRADING.NO_ACCOUNT before the demo was started' })
  async account(@Req() req: FastifyRequest) {
    return this.trading.account(await this.trading.accountIdFor(req.session));
  }

  @Get('positions')
  @Header('Cache-Control', NO_STORE)
  @ApiOperation({ summary: 'Open positions with market value and unrealized P&L' })
  async positions(@Req() req: FastifyRequest) {
    return this.trading.positions(await this.trading.accountIdFor(req.session));
  }

  @Get('orders')
  @Header('Cache-Control', NO_STORE)
  @ApiOperation({ summary: 'Orders, newest first' })
  async orders(@Req() req: FastifyRequest) {
    return this.trading.orders(await this.trading.accountIdFor(req.session));
  }

  @Get('trades')
  @Header('Cache-Control', NO_STORE)
  @ApiOperation({ summary: 'Fills, newest first' })
  async trades(@Req() req: FastifyRequest) {
    return this.trading.trades(await this.trading.accountIdFor(req.session));
  }

  @Get('logs')
  @Header('Cache-Control', NO_STORE)
  // The body comes serialized from the reader's cache: polled every second, it changes far less often.
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiOperation({ summary: 'The account’s API activity, newest first (this call itself is not logged)' })
  async logs(@Req() req: FastifyRequest): Promise<string> {
    return this.trading.logsJson(await this.trading.accountIdFor(req.session));
  }

  @Post('orders')
  @ApiOperation({ summary: 'Place an order: 201 when created (rejections included, with a reason), 200 for a repeated clientOrderId' })
  @ApiOkResponse({ description: 'The original order for a repeated clientOrderId' })
  async place(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply, @Body() dto: PlaceOrderDto) {
    const accountId = await this.trading.accountIdFor(req.session);
    const { order, created } = await this.ledger.placeOrder(accountId, {
      symbol: dto.symbol,
      side: dto.side,
      orderType: dto.orderType,
      quantity: dto.quantity,
      limitPrice: dto.orderType === 'limit' && dto.price !== undefined ? new Decimal(dto.price) : undefined,
      clientOrderId: dto.clientOrderId,
    });
    res.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return orderView(order);
  }

  @Delete('orders/:id')
  @ApiOperation({ summary: 'Cancel a pending order: 409 if it is no longer pending, 404 if it is not yours' })
  async cancel(@Req() req: FastifyRequest, @Param('id', new ParseUUIDPipe()) id: string) {
    return orderView(await this.ledger.cancelOrder(await this.trading.accountIdFor(req.session), id));
  }
}
