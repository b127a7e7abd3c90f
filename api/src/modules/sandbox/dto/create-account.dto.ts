import { ApiSchema, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayUnique, IsArray, IsIn, IsInt, IsOptional, IsString, Length, Max, Min, ValidateNested } from 'class-validator';
import { ASSET_SYMBOLS, BROKER_IDS, DEFAULT_BROKER_ID } from '../../simulator';
import { SYMBOL_MESSAGE } from './symbol-message';
import { IsMoney } from './money';

@ApiSchema({ name: 'OpeningPosition' })
export class OpeningPositionDto {
  @ApiProperty({ enum: ASSET_SYMBOLS, example: 'AAPL' })
  @IsIn(ASSET_SYMBOLS, { message: SYMBOL_MESSAGE })
  readonly symbol: string;

  @ApiProperty({ minimum: 1, maximum: 1_000_000, example: 10 })
  @IsInt({ message: 'quantity must be a whole number of shares' })
  @Min(1)
  @Max(1_000_000)
  readonly quantity: number;

  @ApiProperty({ example: '180.25', description: 'Average cost per share, decimal string' })
  @IsString()
  @IsMoney('averageCost')
  readonly averageCost: string;
}

@ApiSchema({ name: 'CreateAccountRequest' })
export class CreateAccountDto {
  @ApiPropertyOptional({ maxLength: 64, example: 'strategy A' })
  @IsOptional()
  @IsString()
  @Length(1, 64, { message: 'label must be 1 to 64 characters' })
  readonly label?: string;

  @ApiPropertyOptional({ example: '100000.00', default: '100000.00', description: 'Opening cash, decimal string' })
  @IsOptional()
  @IsString()
  @IsMoney('cash')
  readonly cash?: string;

  @ApiPropertyOptional({
    type: [OpeningPositionDto],
    maxItems: ASSET_SYMBOLS.length,
    description: 'At most one per symbol',
    example: [{ symbol: 'AAPL', quantity: 10, averageCost: '180.25' }],
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(ASSET_SYMBOLS.length)
  @ArrayUnique((p: OpeningPositionDto | null) => p?.symbol, { message: 'positions must name each symbol once' })
  @ValidateNested({ each: true })
  @Type(() => OpeningPositionDto)
  readonly positions?: OpeningPositionDto[];

  @ApiPropertyOptional({
    enum: BROKER_IDS,
    default: DEFAULT_BROKER_ID,
    example: 'harborline',
    description: 'The broker the account is at: its profile (GET /v1/brokers/{id}) says which orders it takes and how it throttles',
  })
  @IsOptional()
  @IsIn(BROKER_IDS, { message: `broker must be one of ${BROKER_IDS.join(', ')}` })
  readonly broker?: string;

  @ApiPropertyOptional({ minimum: 0, maximum: 2_147_483_647, example: 42, description: 'Makes the account’s prices reproducible' })
  @IsOptional()
  @IsInt({ message: 'seed must be a whole number' })
  @Min(0)
  @Max(2_147_483_647)
  readonly seed?: number;
}
