import { ApiSchema, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ASSET_SYMBOLS, ORDER_TYPES, TIMES_IN_FORCE } from '../../simulator';
import { EXAMPLE } from './examples';

export const ORDER_STATUSES = ['pending', 'partially_filled', 'filled', 'canceled', 'rejected', 'expired'] as const;
export type SandboxOrderStatus = (typeof ORDER_STATUSES)[number];

/** Why an order was rejected, with the figures behind it (e.g. required and available). */
@ApiSchema({ name: 'RejectReason' })
export class RejectReasonDto {
  @ApiProperty({ example: 'INSUFFICIENT_BUYING_POWER', enum: ['INSUFFICIENT_BUYING_POWER', 'INSUFFICIENT_SHARES', 'NO_PRICE'] })
  readonly code: string;

  @ApiProperty({ example: 'Buying power 1000.00 is below the 1851.00 this order needs' })
  readonly message: string;

  @ApiPropertyOptional({
    enum: ['simulate'],
    example: 'simulate',
    description:
      'Present when the order’s script (simulate: {outcome: "reject"}) asked for the rejection: the figures are the account’s, but they did not decide it',
  })
  readonly scriptedBy?: 'simulate';

  [figure: string]: unknown;
}

@ApiSchema({ name: 'Order' })
export class OrderDto {
  @ApiProperty({ format: 'uuid', example: EXAMPLE.orderId })
  readonly id: string;

  @ApiProperty({ type: String, nullable: true, example: 'bot-0001' })
  readonly clientOrderId: string | null;

  @ApiProperty({ enum: ASSET_SYMBOLS, example: 'AAPL' })
  readonly symbol: string;

  @ApiProperty({ enum: ['buy', 'sell'], example: 'buy' })
  readonly side: string;

  @ApiProperty({ enum: ORDER_TYPES, example: 'limit' })
  readonly type: string;

  @ApiProperty({ example: 10, description: 'Shares: whole, or to 9 decimal places (a fractional or notional order)' })
  readonly quantity: number;

  @ApiPropertyOptional({
    example: '250.00',
    description:
      'The dollar amount of a notional order (quantity is the shares it buys or sells at the price it fills at, rounded down to 9 places); present on those only',
  })
  readonly notional?: string;

  @ApiProperty({ type: String, nullable: true, example: '185.50' })
  readonly limitPrice: string | null;

  @ApiPropertyOptional({ example: '190.00', description: 'The price that triggers a stop or stop_limit order; present on those only' })
  readonly stopPrice?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '2.50',
    description: 'A trailing_stop’s trail in dollars (null when it trails by percent); present on those only',
  })
  readonly trailPrice?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: null,
    description: 'A trailing_stop’s trail in percent (null when it trails by dollars); present on those only',
  })
  readonly trailPercent?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '191.20',
    description:
      'A trailing_stop’s water mark: the highest price since it was placed (a sell) or the lowest (a buy), as of the account’s last clock move; present on those only',
  })
  readonly waterMark?: string | null;

  @ApiProperty({ enum: TIMES_IN_FORCE, example: 'day' })
  readonly timeInForce: string;

  @ApiPropertyOptional({ enum: [true], example: true, description: 'An extended-hours order (northwind): present, and true, on those only' })
  readonly extendedHours?: true;

  @ApiProperty({ enum: ORDER_STATUSES, example: 'filled' })
  readonly status: SandboxOrderStatus;

  @ApiProperty({ example: 10, description: 'Shares filled so far: whole, or to 9 decimal places' })
  readonly filledQuantity: number;

  @ApiProperty({ type: String, nullable: true, example: '185.10' })
  readonly averageFillPrice: string | null;

  @ApiProperty({ type: RejectReasonDto, nullable: true, example: null, description: 'Set when status is rejected, with the figures behind it' })
  readonly rejectReason: RejectReasonDto | null;

  @ApiProperty({ format: 'date-time', example: EXAMPLE.createdAt })
  readonly createdAt: string;

  @ApiProperty({ format: 'date-time', example: EXAMPLE.filledAt })
  readonly updatedAt: string;
}

@ApiSchema({ name: 'OrderPage' })
export class OrderPageDto {
  @ApiProperty({ type: [OrderDto] })
  readonly items: OrderDto[];

  @ApiProperty({ type: String, nullable: true, example: EXAMPLE.cursor, description: 'Pass as `after` for the next page; null on the last page' })
  readonly nextCursor: string | null;
}
