import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ASSET_SYMBOLS } from '../../../simulator';
import { EXAMPLE } from '../../dto/examples';

@ApiSchema({ name: 'Quote' })
export class QuoteDto {
  @ApiProperty({ enum: ASSET_SYMBOLS, example: 'AAPL' })
  readonly symbol: string;

  @ApiProperty({ example: '229.97', description: 'last less half the spread (1 bp of last rounded up to a cent, at least a cent)' })
  readonly bid: string;

  @ApiProperty({ example: '230.03', description: 'last plus half the spread' })
  readonly ask: string;

  @ApiProperty({ example: '230.00', description: 'The account’s price now: what a market order fills at, and what positions are valued at' })
  readonly last: string;
}

@ApiSchema({ name: 'QuoteList' })
export class QuoteListDto {
  @ApiProperty({
    format: 'date-time',
    example: EXAMPLE.now,
    description: 'The time the quotes are for: the account’s clock, less delaySeconds at a broker whose data is late',
  })
  readonly at: string;

  @ApiProperty({ example: true, description: 'Whether the market is open at that time (NYSE calendar)' })
  readonly isOpen: boolean;

  @ApiProperty({ example: 0, description: 'How late the account’s broker serves market data (its history.delaySeconds; tidewater 86400)' })
  readonly delaySeconds: number;

  @ApiProperty({ type: [QuoteDto] })
  readonly items: QuoteDto[];
}
