import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsIn, IsInt, IsNumber, IsOptional, IsPositive, IsString, Matches, Max, Min, ValidateBy, ValidateIf } from 'class-validator';
import { SYMBOLS, type OrderType, type Side, type TradingSymbol } from '../../simulator';

/** A market order fills at the market: a price on it is a client mistake worth flagging. */
const OmittedForMarketOrders = () =>
  ValidateBy({
    name: 'omittedForMarketOrders',
    validator: {
      validate: (value, args) => (args?.object as PlaceOrderDto).orderType !== 'market' || value === undefined,
      defaultMessage: () => 'Price must be left out of market orders',
    },
  });

/**
 * A price in whole cents. class-validator's own `maxDecimalPlaces` reads the number's text and
 * throws on exponent forms such as 1e-7 (a 500), so the check is done on the value itself.
 */
const InWholeCents = () =>
  ValidateBy({
    name: 'inWholeCents',
    validator: {
      validate: (value) => typeof value === 'number' && Number.isFinite(value) && Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
      defaultMessage: () => 'Price must be a number with at most two decimals',
    },
  });

export class PlaceOrderDto {
  @ApiProperty({ enum: SYMBOLS, example: 'AAPL' })
  @IsIn(SYMBOLS, { message: `Symbol must be one of ${SYMBOLS.join(', ')}` })
  readonly symbol: TradingSymbol;

  @ApiProperty({ enum: ['buy', 'sell'], example: 'buy' })
  @IsIn(['buy', 'sell'], { message: 'Side must be buy or sell' })
  readonly side: Side;

  @ApiProperty({ enum: ['market', 'limit'], example: 'limit' })
  @IsIn(['market', 'limit'], { message: 'Order type must be market or limit' })
  readonly orderType: OrderType;

  @ApiProperty({ minimum: 1, maximum: 1_000_000, example: 10 })
  @IsInt({ message: 'Quantity must be a whole number of shares' })
  @Min(1, { message: 'Quantity must be at least 1' })
  @Max(1_000_000, { message: 'Quantity must be at most 1,000,000' })
  readonly quantity: number;

  @ApiPropertyOptional({ description: 'Limit price; required for limit orders, refused for market orders', example: 185.5 })
  @ValidateIf((o: PlaceOrderDto) => o.orderType === 'limit' || o.price !== undefined)
  @IsDefined({ message: 'Price is required for limit orders' })
  @OmittedForMarketOrders()
  @IsNumber({}, { message: 'Price must be a number with at most two decimals' })
  @InWholeCents()
  @IsPositive({ message: 'Price must be greater than 0' })
  // 1e-7 has "no decimals" to the check above, yet is no price a cent-based ledger can hold.
  @Min(0.01, { message: 'Price must be at least 0.01' })
  @Max(1_000_000, { message: 'Price must be at most 1,000,000' })
  readonly price?: number;

  @ApiProperty({ enum: ['day'], example: 'day' })
  @IsIn(['day'], { message: 'Time in force must be day' })
  readonly timeInForce: 'day';

  @ApiPropertyOptional({ description: 'Your id for this order; sending it again returns the original order (200)', example: 'ord-20250101-0001' })
  @IsOptional()
  @IsString({ message: 'Client order id must be text' })
  @Matches(/^[A-Za-z0-9._:-]{1,64}$/, { message: 'Client order id must be 1-64 letters, digits, dots, dashes, colons or underscores' })
  readonly clientOrderId?: string;
}
