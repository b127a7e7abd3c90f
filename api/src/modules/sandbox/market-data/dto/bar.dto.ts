import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ASSET_SYMBOLS, TIMEFRAMES } from '../../../simulator';
import { BAR_CURSOR_EXAMPLE } from '../bar-cursor';

@ApiSchema({ name: 'Bar' })
export class BarDto {
  @ApiProperty({ format: 'date-time', example: '2026-11-23T14:30:00.000Z', description: 'The start of the bar’s first session minute' })
  readonly time: string;

  @ApiProperty({ example: '230.00', description: 'The close of the bar before (the previous session’s last close for a session’s first bar)' })
  readonly open: string;

  @ApiProperty({ example: '230.41' })
  readonly high: string;

  @ApiProperty({ example: '229.88' })
  readonly low: string;

  @ApiProperty({ example: '230.17', description: 'The path’s price in the bar’s last minute' })
  readonly close: string;

  @ApiProperty({ example: 4210, description: 'Shares, drawn from the seed (simulated)' })
  readonly volume: number;
}

@ApiSchema({ name: 'BarPage' })
export class BarPageDto {
  @ApiProperty({ enum: ASSET_SYMBOLS, example: 'AAPL' })
  readonly symbol: string;

  @ApiProperty({ enum: TIMEFRAMES, example: '1Min' })
  readonly timeframe: string;

  @ApiProperty({ type: [BarDto] })
  readonly items: BarDto[];

  @ApiProperty({ type: String, nullable: true, example: BAR_CURSOR_EXAMPLE, description: 'Pass as `after` for the next page; null on the last page' })
  readonly nextCursor: string | null;
}
