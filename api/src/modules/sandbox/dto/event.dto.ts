import { ApiSchema, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { PUBLIC_EVENT_TYPES, type EventData, type PublicEventType } from '../../simulator';
import { EXAMPLE } from './examples';

export type SandboxEventType = PublicEventType;

@ApiSchema({ name: 'Event' })
export class EventDto {
  @ApiProperty({ example: 7, description: 'Per-account sequence number, the same the demo’s socket uses' })
  readonly sequence: number;

  @ApiProperty({ enum: PUBLIC_EVENT_TYPES, example: 'order.accepted' })
  readonly type: SandboxEventType;

  @ApiProperty({ format: 'date-time', example: EXAMPLE.createdAt, description: 'In the account’s clock time' })
  readonly occurredAt: string;

  @ApiProperty({
    oneOf: [
      { $ref: getSchemaPath('OrderEventData') },
      { $ref: getSchemaPath('AccountEventData') },
      { $ref: getSchemaPath('PositionEventData') },
      { $ref: getSchemaPath('ConnectionEventData') },
    ],
    description:
      'Exactly the `data` of this event’s webhook (byte for byte: the simulator stores it once): OrderEventData for order.*, AccountEventData for account.updated, PositionEventData for position.updated, ConnectionEventData for connection.*',
    example: {
      accountId: EXAMPLE.accountId,
      sequence: 7,
      order: {
        id: EXAMPLE.orderId,
        clientOrderId: null,
        symbol: 'AAPL',
        side: 'buy',
        type: 'limit',
        quantity: 10,
        limitPrice: '185.50',
        timeInForce: 'day',
        status: 'pending',
        filledQuantity: 0,
        averageFillPrice: null,
        rejectReason: null,
        createdAt: EXAMPLE.createdAt,
        updatedAt: EXAMPLE.createdAt,
      },
    },
  })
  readonly data: EventData;
}

@ApiSchema({ name: 'EventPage' })
export class EventPageDto {
  @ApiProperty({ type: [EventDto] })
  readonly items: EventDto[];

  @ApiProperty({ example: 7, description: 'Pass as `after` to read on' })
  readonly nextSequence: number;
}

export class EventQueryDto {
  @ApiPropertyOptional({ minimum: 0, default: 0, description: 'Events after this sequence number' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'after must be a sequence number' })
  @Min(0, { message: 'after must be at least 0' })
  @Max(Number.MAX_SAFE_INTEGER)
  readonly after: number = 0;

  @ApiPropertyOptional({ minimum: 1, maximum: 1000, default: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(1000, { message: 'limit must be at most 1000' })
  readonly limit: number = 100;
}
