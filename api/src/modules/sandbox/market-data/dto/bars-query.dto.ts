import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { ASSET_SYMBOLS, TIMEFRAMES, type Timeframe, type TradingSymbol } from '../../../simulator';
import { EXAMPLE } from '../../dto/examples';
import { BAR_CURSOR_EXAMPLE } from '../bar-cursor';

export const MAX_BARS = 10_000;
const ISO = { strict: true, strictSeparator: true };

/** `GET /v1/accounts/{id}/bars?symbol=&timeframe=&start=&end=&limit=&after=`. */
export class BarsQueryDto {
  @ApiProperty({ enum: ASSET_SYMBOLS, example: 'AAPL' })
  @IsIn(ASSET_SYMBOLS, { message: (args) => `symbol ${String(args.value)} is not in the catalogue (GET /v1/assets)` })
  readonly symbol: TradingSymbol;

  @ApiProperty({ enum: TIMEFRAMES, example: '1Min' })
  @IsIn(TIMEFRAMES, { message: `timeframe must be one of ${TIMEFRAMES.join(', ')}` })
  readonly timeframe: Timeframe;

  @ApiPropertyOptional({
    format: 'date-time',
    example: '2026-11-23T14:30:00Z',
    description: 'Bars starting at or after this time; by default 5 days (1Min), 30 days (1Hour) or 365 days (1Day) before end',
  })
  @IsOptional()
  @IsISO8601(ISO, { message: 'start must be an ISO-8601 time such as 2026-11-23T14:30:00Z' })
  readonly start?: string;

  @ApiPropertyOptional({
    format: 'date-time',
    example: EXAMPLE.now,
    description: 'Bars starting before this time; by default, and at most, the account’s clock',
  })
  @IsOptional()
  @IsISO8601(ISO, { message: 'end must be an ISO-8601 time such as 2026-11-23T21:00:00Z' })
  readonly end?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_BARS, default: 1000, example: 1000 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(MAX_BARS, { message: `limit must be at most ${MAX_BARS}` })
  readonly limit: number = 1000;

  @ApiPropertyOptional({ example: BAR_CURSOR_EXAMPLE, description: 'The nextCursor of the previous page (with the same symbol, timeframe, start and end)' })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{1,40}$/, { message: 'after must be a cursor returned as nextCursor' })
  readonly after?: string;
}
