import { ApiSchema, ApiProperty } from '@nestjs/swagger';

@ApiSchema({ name: 'Position' })
export class PositionDto {
  @ApiProperty({ example: 'AAPL' })
  readonly symbol: string;

  @ApiProperty({
    example: 10,
    description: 'Shares held, whole or to 9 decimal places; negative for a short position (brokers with capabilities.shortSelling)',
  })
  readonly quantity: number;

  @ApiProperty({ example: '180.250000', description: 'The average price paid, or for a short position the average price sold at' })
  readonly averageCost: string;

  @ApiProperty({ example: '185.10' })
  readonly marketPrice: string;

  @ApiProperty({ example: '1851.00', description: 'marketPrice × quantity: negative for a short position' })
  readonly marketValue: string;

  @ApiProperty({ example: '48.50' })
  readonly unrealizedPnl: string;
}

@ApiSchema({ name: 'PositionList' })
export class PositionListDto {
  @ApiProperty({ type: [PositionDto] })
  readonly items: PositionDto[];

  @ApiProperty({
    format: 'date-time',
    example: '2026-11-23T21:00:00.000Z',
    description: 'The instant the positions are valued at: the account’s clock now, or at tidewater (balances refreshed daily) the latest market close',
  })
  readonly asOf: string;
}
