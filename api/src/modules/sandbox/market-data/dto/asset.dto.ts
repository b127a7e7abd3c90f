import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ASSET_SYMBOLS } from '../../../simulator';

@ApiSchema({ name: 'Asset' })
export class AssetDto {
  @ApiProperty({ enum: ASSET_SYMBOLS, example: 'SPY' })
  readonly symbol: string;

  @ApiProperty({ example: 'SPDR S&P 500 ETF Trust' })
  readonly name: string;

  @ApiProperty({ enum: ['us_equity', 'etf'], example: 'etf', description: 'us_equity: a company’s shares; etf: an exchange-traded fund' })
  readonly class: string;

  @ApiProperty({ enum: ['NASDAQ', 'NYSE', 'NYSEARCA'], example: 'NYSEARCA' })
  readonly exchange: string;

  @ApiProperty({
    example: true,
    description:
      'Whether a broker that takes fractional quantities and notional amounts takes them for this symbol; if not, such an order is refused, 422 ORDER.UNSUPPORTED_BY_BROKER with rule assets.<SYMBOL>.fractionable',
  })
  readonly fractionable: boolean;

  @ApiProperty({ example: true, description: 'Whether sandbox accounts can trade it (every catalogue symbol, for now)' })
  readonly tradable: boolean;

  @ApiProperty({
    type: [String],
    example: ['northwind', 'harborline', 'meridian', 'summit-ridge'],
    description:
      'The ids of the brokers that trade it (GET /v1/brokers); an order for it at any other broker is refused, 422 ORDER.UNSUPPORTED_BY_BROKER with capability asset. Tidewater, read-only, trades none',
  })
  readonly brokers: string[];

  @ApiProperty({
    example: true,
    description:
      'Whether a broker that sells short (capabilities.shortSelling, summit-ridge) can borrow it: a sale beyond the shares held opens a short position only when true; when false it is refused, 422 ORDER.UNSUPPORTED_BY_BROKER with capability shortSelling',
  })
  readonly easyToBorrow: boolean;

  @ApiProperty({ example: '660.00', description: 'The level the seeded price path starts from and keeps returning to' })
  readonly referencePrice: string;
}

@ApiSchema({ name: 'AssetList' })
export class AssetListDto {
  @ApiProperty({ type: [AssetDto] })
  readonly items: AssetDto[];
}
