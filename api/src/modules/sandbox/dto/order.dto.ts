import { ApiSchema, ApiProperty } from '@nestjs/swagger';
import { SYMBOLS, TIMES_IN_FORCE } from '../../trading';

export const ORDER_STATUSES = ['pending', 'partially_filled', 'filled', 'canceled', 'rejected', 'expired'] as const;
export type SandboxOrderStatus = (typeof ORDER_STATUSES)[number];

/** Why an order was rejected, with the figures behind it (e.g. required and available). */
@ApiSchema({ name: 'RejectReason' })
export class RejectReasonDto {
  @ApiProperty({ example: 'INSUFFICIENT_BUYING_POWER', enum: ['INSUFFICIENT_BUYING_POWER', 'INSUFFICIENT_SHARES', 'NO_PRICE'] })
  readonly code: string;

  @ApiProperty({ example: 'Buying power 1000.00 is below the 1851.00 this order needs' })
  readonly message: string;

  [figure: string]: unknown;
}

@ApiSchema({ name: 'Order' })
export class OrderDto {
  @ApiProperty({ format: 'uuid' })
  readonly id: string;

  @ApiProperty({ type: String, nullable: true })
  readonly clientOrderId: string | null;

  @ApiProperty({ enum: SYMBOLS })
  readonly symbol: string;

  @ApiProperty({ enum: ['buy', 'sell'] })
  readonly side: string;

  @ApiProperty({ enum: ['market', 'limit'] })
  readonly type: string;

  @ApiProperty({ example: 10 })
  readonly quantity: number;

  @ApiProperty({ type: String, nullable: true, example: '185.50' })
  readonly limitPrice: string | null;

  @ApiProperty({ enum: TIMES_IN_FORCE })
  readonly timeInForce: string;

  @ApiProperty({ enum: ORDER_STATUSES })
  readonly status: SandboxOrderStatus;

  @ApiProperty({ example: 0 })
  readonly filledQuantity: number;

  @ApiProperty({ type: String, nullable: true, example: '185.10' })
  readonly averageFillPrice: string | null;

  @ApiProperty({ type: RejectReasonDto, nullable: true })
  readonly rejectReason: RejectReasonDto | null;

  @ApiProperty({ format: 'date-time' })
  readonly createdAt: string;

  @ApiProperty({ format: 'date-time' })
  readonly updatedAt: string;
}

@ApiSchema({ name: 'OrderPage' })
export class OrderPageDto {
  @ApiProperty({ type: [OrderDto] })
  readonly items: OrderDto[];

  @ApiProperty({ type: String, nullable: true })
  readonly nextCursor: string | null;
}
