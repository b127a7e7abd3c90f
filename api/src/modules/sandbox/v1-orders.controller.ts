import { Body, Controller, Delete, Get, HttpStatus, Param, ParseUUIDPipe, Post, Query, Req, Res, UseFilters } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { ErrorBodyDto } from '../../common/errors/error-body.dto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccountCall } from './account-call.decorator';
import { SandboxTrading } from './accounts/sandbox-trading.service';
import { OrderDto, OrderPageDto } from './dto/order.dto';
import { OrderQueryDto } from './dto/order-query.dto';
import { PlaceSandboxOrderDto } from './dto/place-order.dto';
import { IdempotentRequests } from './idempotency/idempotent-requests';
import { developerOf, IDEMPOTENCY_HEADER } from './v1-accounts.controller';
import { SandboxErrorsFilter } from './sandbox.errors';
import { SandboxAccounts } from './accounts/sandbox-accounts.service';
import { BrokerThrottles } from './brokers/broker-throttles';

const AccountId = () => Param('accountId', new ParseUUIDPipe());
const OrderId = () => Param('orderId', new ParseUUIDPipe());

/** Orders of a sandbox account: placed, listed, read and canceled through the demo's ledger. */
@ApiTags('orders')
@UseFilters(SandboxErrorsFilter)
@Controller('v1/accounts/:accountId/orders')
export class V1OrdersController {
  constructor(
    private readonly trading: SandboxTrading,
    private readonly idempotent: IdempotentRequests,
    private readonly throttles: BrokerThrottles,
    private readonly accounts: SandboxAccounts,
  ) {}

  @Post()
  @AccountCall('trading:write')
  @ApiOperation({
    operationId: 'placeOrder',
    summary: 'Place an order: 201 (a rejection too, with rejectReason); 200 with the original for a repeated clientOrderId and body',
    description:
      'A market order fills at once while the account’s market is open; while it is closed (a weekend, a holiday, outside 09:30–16:00 New York on the account’s clock) it is accepted `pending` and fills at the next open at the open’s price; an immediate-or-cancel order is then canceled with NOT_FILLABLE_NOW. A limit order rests until the price path crosses it in a session. With an Idempotency-Key it is placed exactly once, a crash between its placing and its answer included.',
  })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiCreatedResponse({ type: OrderDto })
  @ApiOkResponse({ type: OrderDto, description: 'The order this clientOrderId already named' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'SANDBOX.CLIENT_ORDER_ID_REUSED: the clientOrderId names an order with another body; IDEMPOTENCY.*' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'SANDBOX.ACCOUNT_NOT_FOUND' })
  @ApiUnprocessableEntityResponse({
    type: ErrorBodyDto,
    description:
      'ORDER.UNSUPPORTED_BY_BROKER: the account’s broker cannot take this order; details: capability, broker, brokerCode, brokerMessage, rule. Nothing is written.',
  })
  @ApiTooManyRequestsResponse({
    type: ErrorBodyDto,
    description: 'RATE_LIMITED (your key), BROKER.ORDER_WRITES_THROTTLED or BROKER.RATE_LIMITED (the account’s broker), with Retry-After',
  })
  async place(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @AccountId() accountId: string,
    @Body() dto: PlaceSandboxOrderDto,
  ): Promise<OrderDto> {
    const developer = developerOf(request);
    // The broker's refusal and its throttle come before the idempotency key is stored: a refused order writes nothing.
    const broker = await this.trading.assertBrokerTakes(developer, accountId, dto);
    await this.throttles.chargeOrderWrite(reply, broker, accountId);
    return this.idempotent.run(
      request,
      reply,
      async (id) => {
        const { order, created } = await this.trading.place(developer, accountId, dto, id);
        // Created now, or by an earlier attempt of this idempotent request (its id): 201; a repeated clientOrderId: 200.
        reply.status(created || (id !== undefined && order.id === id) ? HttpStatus.CREATED : HttpStatus.OK);
        return order;
      },
      {
        find: async (id) => {
          const order = await this.trading.placedOrder(developer, accountId, id);
          return order && { status: HttpStatus.CREATED, body: order };
        },
      },
    );
  }

  @Get()
  @AccountCall('accounts:read')
  @ApiOperation({ operationId: 'listOrders', summary: 'Orders, newest first, optionally of one status' })
  @ApiOkResponse({ type: OrderPageDto })
  list(@Req() request: FastifyRequest, @AccountId() accountId: string, @Query() query: OrderQueryDto): Promise<OrderPageDto> {
    return this.trading.orders(developerOf(request), accountId, query.limit, query.after, query.status);
  }

  @Get(':orderId')
  @AccountCall('accounts:read')
  @ApiOperation({ operationId: 'getOrder', summary: 'One order' })
  @ApiOkResponse({ type: OrderDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'TRADING.ORDER_NOT_FOUND or SANDBOX.ACCOUNT_NOT_FOUND' })
  get(@Req() request: FastifyRequest, @AccountId() accountId: string, @OrderId() orderId: string): Promise<OrderDto> {
    return this.trading.order(developerOf(request), accountId, orderId);
  }

  @Delete(':orderId')
  @AccountCall('trading:write')
  @ApiOperation({ operationId: 'cancelOrder', summary: 'Cancel a pending order' })
  @ApiOkResponse({ type: OrderDto, description: 'The canceled order' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'TRADING.ORDER_NOT_CANCELABLE: no longer pending' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'TRADING.ORDER_NOT_FOUND or SANDBOX.ACCOUNT_NOT_FOUND' })
  async cancel(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @AccountId() accountId: string,
    @OrderId() orderId: string,
  ): Promise<OrderDto> {
    await this.throttles.chargeOrderWrite(reply, await this.accounts.brokerOf(developerOf(request), accountId), accountId);
    return this.trading.cancel(developerOf(request), accountId, orderId);
  }
}
