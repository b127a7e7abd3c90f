import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsIn, IsString, ValidateBy } from 'class-validator';
import { ASSET_SYMBOLS } from '../../../simulator';
import type { TradingSymbol } from '../../../simulator';
import { SYMBOL_MESSAGE } from '../../dto/symbol-message';
import { IsMoney } from '../../dto/money';

/** POST /v1/accounts/{id}/prices. */
@ApiSchema({ name: 'SetPriceRequest' })
export class SetPriceDto {
  @ApiProperty({ enum: ASSET_SYMBOLS, example: 'AAPL' })
  @IsIn(ASSET_SYMBOLS, { message: SYMBOL_MESSAGE })
  readonly symbol: TradingSymbol;

  @ApiProperty({ example: '180.00', description: 'Decimal string; holds for the rest of the current minute of account time' })
  @IsString({ message: 'price must be a decimal string, e.g. "180.00"' })
  @IsMoney('price')
  @ValidateBy({
    name: 'positive',
    validator: { validate: (v) => typeof v !== 'string' || Number(v) > 0, defaultMessage: () => 'price must be greater than 0' },
  })
  readonly price: string;
}

@ApiSchema({ name: 'PriceSet' })
export class PriceSetDto {
  @ApiProperty({ enum: ASSET_SYMBOLS, example: 'AAPL' })
  readonly symbol: TradingSymbol;

  @ApiProperty({ example: '180.00' })
  readonly price: string;

  @ApiProperty({ format: 'date-time', example: '2026-11-23T15:31:00.000Z', description: 'The account time it was set at' })
  readonly at: string;

  @ApiProperty({ example: 2, description: 'How many resting limit orders it filled' })
  readonly filled: number;
}
