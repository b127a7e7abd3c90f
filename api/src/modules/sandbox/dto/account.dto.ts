import { ApiSchema, ApiProperty } from '@nestjs/swagger';
import { BROKER_IDS } from '../../simulator';
import { EXAMPLE } from './examples';

@ApiSchema({ name: 'Account' })
export class AccountDto {
  @ApiProperty({ format: 'uuid', example: EXAMPLE.accountId })
  readonly id: string;

  @ApiProperty({ type: String, nullable: true, example: 'strategy A' })
  readonly label: string | null;

  @ApiProperty({
    enum: BROKER_IDS,
    example: 'northwind',
    description: 'The broker the account is at (GET /v1/accounts/{id}/capabilities: what it may do there)',
  })
  readonly broker: string;

  @ApiProperty({ example: '100000.00' })
  readonly cash: string;

  @ApiProperty({ example: '100000.00' })
  readonly equity: string;

  @ApiProperty({
    example: '200000.00',
    description: '2 × equity − long value − 1.5 × short value − what working orders hold (Reg T; short positions at brokers with capabilities.shortSelling)',
  })
  readonly buyingPower: string;

  @ApiProperty({ example: '0.00' })
  readonly marginUsed: string;

  @ApiProperty({ example: '0.00', description: 'Long positions’ value less short positions’ value; equity = cash + marketValue' })
  readonly marketValue: string;

  @ApiProperty({ type: Number, nullable: true, example: 42 })
  readonly seed: number | null;

  @ApiProperty({ format: 'date-time', example: EXAMPLE.now, description: 'The account’s clock time' })
  readonly now: string;

  @ApiProperty({
    format: 'date-time',
    example: EXAMPLE.now,
    description:
      'The instant cash, equity and the positions are valued at: now, or at a broker that refreshes balances daily (tidewater, capabilities.balancesRefresh) its last refresh, the latest market close on the account’s clock',
  })
  readonly balancesAsOf: string;

  @ApiProperty({ format: 'date-time', example: EXAMPLE.createdAt })
  readonly createdAt: string;
}

@ApiSchema({ name: 'AccountPage' })
export class AccountPageDto {
  @ApiProperty({ type: [AccountDto] })
  readonly items: AccountDto[];

  @ApiProperty({ type: String, nullable: true, example: null, description: 'Pass as `after` for the next page; null on the last page' })
  readonly nextCursor: string | null;
}
