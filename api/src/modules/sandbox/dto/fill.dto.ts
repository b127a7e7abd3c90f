import { ApiSchema, ApiProperty } from '@nestjs/swagger';
import { EXAMPLE } from './examples';

@ApiSchema({ name: 'Fill' })
export class FillDto {
  @ApiProperty({ format: 'uuid', example: EXAMPLE.fillId })
  readonly id: string;

  @ApiProperty({ format: 'uuid', example: EXAMPLE.orderId })
  readonly orderId: string;

  @ApiProperty({ example: 'AAPL' })
  readonly symbol: string;

  @ApiProperty({ enum: ['buy', 'sell'], example: 'buy' })
  readonly side: string;

  @ApiProperty({ example: 10, description: 'Shares: whole, or to 9 decimal places' })
  readonly quantity: number;

  @ApiProperty({ example: '185.10' })
  readonly price: string;

  @ApiProperty({ format: 'date-time', example: EXAMPLE.filledAt })
  readonly filledAt: string;
}

@ApiSchema({ name: 'FillPage' })
export class FillPageDto {
  @ApiProperty({ type: [FillDto] })
  readonly items: FillDto[];

  @ApiProperty({ type: String, nullable: true, example: null, description: 'Pass as `after` for the next page; null on the last page' })
  readonly nextCursor: string | null;
}
