import { ApiSchema, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsObject, IsOptional, IsString, Matches, Max, Min, ValidateBy, ValidateIf, ValidateNested } from 'class-validator';
import { ASSET_SYMBOLS, TIMES_IN_FORCE } from '../../simulator';
import type { OrderType, Side, TimeInForce, TradingSymbol } from '../../simulator';
import { SYMBOL_MESSAGE } from './symbol-message';
import { IsMoney } from './money';
import { SimulateDto } from './simulate.dto';

const NotZero = () =>
  ValidateBy({
    name: 'notZero',
    validator: { validate: (v) => typeof v !== 'string' || Number(v) > 0, defaultMessage: () => 'limitPrice must be greater than 0' },
  });

const OmittedForMarketOrders = () =>
  ValidateBy({
    name: 'omittedForMarketOrders',
    validator: {
      validate: (value, args) => (args?.object as PlaceSandboxOrderDto).type !== 'market' || value === undefined,
      defaultMessage: () => 'limitPrice must be omitted for market orders',
    },
  });

/** A /v1 order (Alpaca's shape): a limit order needs limitPrice, a market order must not send one. */
@ApiSchema({ name: 'PlaceOrderRequest' })
export class PlaceSandboxOrderDto {
  @ApiProperty({ enum: ASSET_SYMBOLS, example: 'AAPL' })
  @IsIn(ASSET_SYMBOLS, { message: SYMBOL_MESSAGE })
  readonly symbol: TradingSymbol;

  @ApiProperty({ enum: ['buy', 'sell'], example: 'buy' })
  @IsIn(['buy', 'sell'], { message: 'side must be buy or sell' })
  readonly side: Side;

  @ApiProperty({ enum: ['market', 'limit'], example: 'limit' })
  @IsIn(['market', 'limit'], { message: 'type must be market or limit' })
  readonly type: OrderType;

  @ApiProperty({ minimum: 1, maximum: 1_000_000, example: 10 })
  @IsInt({ message: 'quantity must be a whole number of shares' })
  @Min(1, { message: 'quantity must be at least 1' })
  @Max(1_000_000, { message: 'quantity must be at most 1000000' })
  readonly quantity: number;

  @ApiPropertyOptional({ example: '185.50', description: 'Decimal string; required for limit orders, refused for market orders' })
  @ValidateIf((o: PlaceSandboxOrderDto) => o.type === 'limit' || o.limitPrice !== undefined)
  @IsDefined({ message: 'limitPrice is required for limit orders' })
  @OmittedForMarketOrders()
  @IsString({ message: 'limitPrice must be a decimal string, e.g. "185.50"' })
  @IsMoney('limitPrice')
  @NotZero()
  readonly limitPrice?: string;

  @ApiProperty({ enum: TIMES_IN_FORCE, example: 'day' })
  @IsIn(TIMES_IN_FORCE, { message: `timeInForce must be one of ${TIMES_IN_FORCE.join(', ')}` })
  readonly timeInForce: TimeInForce;

  @ApiPropertyOptional({ example: 'bot-0001', description: 'Your id for the order; the same id with another body is a 409' })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9._:-]{1,64}$/, { message: 'clientOrderId must be 1-64 letters, digits, dots, dashes, colons or underscores' })
  readonly clientOrderId?: string;

  @ApiPropertyOptional({
    type: SimulateDto,
    example: { outcome: 'fill' },
    description: 'Script what the broker does with this order (SANDBOX.md "Control")',
  })
  @IsOptional()
  @IsObject({ message: 'simulate must be an object, e.g. {"outcome": "reject"}' })
  @ValidateNested()
  @Type(() => SimulateDto)
  readonly simulate?: SimulateDto;
}
