import { ApiSchema, ApiProperty } from '@nestjs/swagger';

@ApiSchema({ name: 'Fill' })
export class FillDto {
  @ApiProperty({ format: 'uuid' })
  readonly id: string;

  @ApiProperty({ format: 'uuid' })
  readonly orderId: string;

  @ApiProperty({ example: 'AAPL' })
  readonly symbol: string;

  @ApiProperty({ enum: ['buy', 'sell'] })
  readonly side: string;

  @ApiProperty({ example: 10 })
  readonly quantity: number;

  @ApiProperty({ example: '185.10' })
  readonly price: string;

  @ApiProperty({ format: 'date-time' })
  readonly filledAt: string;
}

@ApiSchema({ name: 'FillPage' })
export class FillPageDto {
  @ApiProperty({ type: [FillDto] })
  readonly items: FillDto[];

  @ApiProperty({ type: String, nullable: true })
  readonly nextCursor: string | null;
}
