import { ApiSchema, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsIn, IsObject, IsOptional, IsString, Matches, ValidateBy, ValidateIf, ValidateNested } from 'class-validator';
import { ASSET_SYMBOLS, ORDER_TYPES, TIMES_IN_FORCE } from '../../simulator';
import type { OrderType, Side, TimeInForce, TradingSymbol } from '../../simulator';
import { SYMBOL_MESSAGE } from './symbol-message';
import { IsMoney } from './money';
import { IsNotionalInRange, IsShareQuantity, MAX_NOTIONAL, MAX_ORDER_QUANTITY, MIN_NOTIONAL, NotWithQuantity } from './order-size';
import { SimulateDto } from './simulate.dto';

const NotZero = (field: string) =>
  ValidateBy({
    name: 'notZero',
    validator: { validate: (v) => typeof v !== 'string' || Number(v) > 0, defaultMessage: () => `${field} must be greater than 0` },
  });

/** The order types that take each price: limitPrice a limit and a stop-limit, stopPrice a stop and a stop-limit, a trail a trailing stop. */
const TAKEN_BY = {
  limitPrice: ['limit', 'stop_limit'],
  stopPrice: ['stop', 'stop_limit'],
  trailPrice: ['trailing_stop'],
  trailPercent: ['trailing_stop'],
} as const;

const OmittedUnlessTakenBy = (field: keyof typeof TAKEN_BY) =>
  ValidateBy({
    name: 'omittedUnlessTaken',
    validator: {
      validate: (value, args) => (TAKEN_BY[field] as readonly string[]).includes((args?.object as PlaceSandboxOrderDto).type) || value === undefined,
      defaultMessage: (args) =>
        `${field} must be omitted for ${(args?.object as PlaceSandboxOrderDto).type} orders (only ${TAKEN_BY[field].join(' and ')} orders take one)`,
    },
  });

/** A trailing stop takes one trail, in dollars or in percent, not both. */
const NotBothTrails = () =>
  ValidateBy({
    name: 'notBothTrails',
    validator: {
      validate: (_, args) => {
        const o = args?.object as PlaceSandboxOrderDto;
        return o.trailPrice === undefined || o.trailPercent === undefined;
      },
      defaultMessage: () => 'trailPrice and trailPercent cannot both be sent: a trailing_stop takes one of them',
    },
  });

/** A percent strictly between 0 and 100, to the hundredth ("2.5"). */
const PERCENT_PATTERN = /^\d{1,2}(\.\d{1,2})?$/;

/**
 * A /v1 order (Alpaca's shape): a limit order needs limitPrice, a stop order stopPrice, a
 * stop-limit both, a trailing stop trailPrice or trailPercent; an order must not send a price
 * its type does not take. Its size is a quantity of shares or a notional amount of dollars,
 * exactly one of them.
 */
@ApiSchema({ name: 'PlaceOrderRequest' })
export class PlaceSandboxOrderDto {
  @ApiProperty({ enum: ASSET_SYMBOLS, example: 'AAPL' })
  @IsIn(ASSET_SYMBOLS, { message: SYMBOL_MESSAGE })
  readonly symbol: TradingSymbol;

  @ApiProperty({ enum: ['buy', 'sell'], example: 'buy' })
  @IsIn(['buy', 'sell'], { message: 'side must be buy or sell' })
  readonly side: Side;

  @ApiProperty({
    enum: ORDER_TYPES,
    example: 'limit',
    description:
      'stop: a market order once the price reaches stopPrice (a buy at or above it, a sell at or below); stop_limit: a limit order at limitPrice then; ' +
      'trailing_stop: a stop whose level trails the best price since it was placed (a sell: the high less trailPrice or trailPercent; a buy: the low plus it)',
  })
  @IsIn(ORDER_TYPES, { message: `type must be one of ${ORDER_TYPES.join(', ')}` })
  readonly type: OrderType;

  @ApiPropertyOptional({
    minimum: 0.000000001,
    maximum: MAX_ORDER_QUANTITY,
    example: 10,
    description:
      'Shares; required unless notional is sent. Up to 9 decimal places where the broker takes fractional orders (northwind: market orders, timeInForce day, fractionable assets)',
  })
  @ValidateIf((o: PlaceSandboxOrderDto) => o.notional == null || o.quantity !== undefined)
  @IsDefined({ message: 'quantity is required (or notional, a dollar amount)' })
  @IsShareQuantity()
  readonly quantity?: number;

  @ApiPropertyOptional({
    example: '250.00',
    description: `Decimal string, dollars (${MIN_NOTIONAL} to ${MAX_NOTIONAL}): buy or sell this much instead of a quantity, where the broker takes notional orders (northwind: market orders, timeInForce day, fractionable assets). The order's quantity is the amount divided by the price it fills at, rounded down to 9 places`,
  })
  @IsOptional()
  @NotWithQuantity()
  @IsString({ message: 'notional must be a decimal string of dollars, e.g. "250.00"' })
  @IsMoney('notional')
  @IsNotionalInRange()
  readonly notional?: string;

  @ApiPropertyOptional({ example: '185.50', description: 'Decimal string; required for limit and stop_limit orders, refused for the others' })
  @ValidateIf((o: PlaceSandboxOrderDto) => o.type === 'limit' || o.type === 'stop_limit' || o.limitPrice !== undefined)
  @IsDefined({ message: 'limitPrice is required for limit and stop_limit orders' })
  @OmittedUnlessTakenBy('limitPrice')
  @IsString({ message: 'limitPrice must be a decimal string, e.g. "185.50"' })
  @IsMoney('limitPrice')
  @NotZero('limitPrice')
  readonly limitPrice?: string;

  @ApiPropertyOptional({ example: '190.00', description: 'Decimal string; required for stop and stop_limit orders, refused for the others' })
  @ValidateIf((o: PlaceSandboxOrderDto) => o.type === 'stop' || o.type === 'stop_limit' || o.stopPrice !== undefined)
  @IsDefined({ message: 'stopPrice is required for stop and stop_limit orders' })
  @OmittedUnlessTakenBy('stopPrice')
  @IsString({ message: 'stopPrice must be a decimal string, e.g. "190.00"' })
  @IsMoney('stopPrice')
  @NotZero('stopPrice')
  readonly stopPrice?: string;

  @ApiPropertyOptional({
    example: '2.50',
    description: 'Decimal string; the trail in dollars; trailing_stop orders take it or trailPercent, the others neither',
  })
  @ValidateIf((o: PlaceSandboxOrderDto) => (o.type === 'trailing_stop' && o.trailPercent === undefined) || o.trailPrice !== undefined)
  @IsDefined({ message: 'trailPrice or trailPercent is required for trailing_stop orders' })
  @OmittedUnlessTakenBy('trailPrice')
  @NotBothTrails()
  @IsString({ message: 'trailPrice must be a decimal string, e.g. "2.50"' })
  @IsMoney('trailPrice')
  @NotZero('trailPrice')
  readonly trailPrice?: string;

  @ApiPropertyOptional({ example: '1.5', description: 'Decimal string, 0 < p < 100; the trail in percent of the water mark; or trailPrice' })
  @ValidateIf((o: PlaceSandboxOrderDto) => o.trailPercent !== undefined)
  @OmittedUnlessTakenBy('trailPercent')
  @IsString({ message: 'trailPercent must be a decimal string, e.g. "1.5"' })
  @Matches(PERCENT_PATTERN, { message: 'trailPercent must be a decimal string below 100 with at most two decimals, e.g. "1.5"' })
  @NotZero('trailPercent')
  readonly trailPercent?: string;

  @ApiProperty({ enum: TIMES_IN_FORCE, example: 'day' })
  @IsIn(TIMES_IN_FORCE, { message: `timeInForce must be one of ${TIMES_IN_FORCE.join(', ')}` })
  readonly timeInForce: TimeInForce;

  @ApiPropertyOptional({
    example: false,
    description:
      'true: the price path may also fill it in pre-market (from 04:00 New York) and after-hours (to 20:00, 17:00 after an early close), and it lives until after-hours ends. Only a limit order with timeInForce day, at a broker with capabilities.extendedHours (northwind); elsewhere 422 ORDER.UNSUPPORTED_BY_BROKER with capability extendedHours',
  })
  @IsOptional()
  @IsBoolean({ message: 'extendedHours must be true or false' })
  readonly extendedHours?: boolean;

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
