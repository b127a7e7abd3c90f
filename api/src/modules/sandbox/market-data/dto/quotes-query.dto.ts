import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';

/** `?symbols=AAPL,MSFT`: the names are checked against the catalogue by the service, which names the unknown ones. */
export class QuotesQueryDto {
  @ApiProperty({ example: 'AAPL,MSFT,SPY', description: 'Comma-separated catalogue symbols (GET /v1/assets), at most 50' })
  @IsString({ message: 'symbols is required: a comma-separated list such as AAPL,MSFT' })
  @Matches(/^[A-Za-z0-9.,_ -]{1,1000}$/, { message: 'symbols must be a comma-separated list of symbols such as AAPL,MSFT' })
  readonly symbols: string;
}
