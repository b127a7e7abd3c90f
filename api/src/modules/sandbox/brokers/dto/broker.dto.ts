import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { BALANCES_REFRESHES, BROKER_IDS, ENGINE_ORDER_TYPES, TIMES_IN_FORCE } from '../../../simulator';

@ApiSchema({ name: 'BrokerTokenPolicy' })
export class TokenPolicyDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    example: null,
    description: 'How long a Connect access token lasts; null: the server’s default (900 s), or never when accessTokenExpires is false',
  })
  readonly accessTokenSeconds: number | null;

  @ApiProperty({
    example: true,
    description:
      'false: access tokens last until revoked (northwind); the token response then has no expires_in and no refresh token, and introspection shows an exp ten years out',
  })
  readonly accessTokenExpires: boolean;

  @ApiProperty({ example: true, description: 'Whether the token response carries a refresh token' })
  readonly refreshable: boolean;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 7,
    description: 'Days of account-clock time a sign-in lasts before the broker asks again; null: never',
  })
  readonly reauthEveryDays: number | null;
}

@ApiSchema({ name: 'BrokerHistory' })
export class HistoryDto {
  @ApiProperty({ example: 3650, description: 'How many days of price history the broker serves' })
  readonly depthDays: number;

  @ApiProperty({
    example: 0,
    description: 'How late its market data is, in seconds: quotes are for the account’s clock less this, and bars end there (tidewater: 86400)',
  })
  readonly delaySeconds: number;
}

@ApiSchema({ name: 'BrokerTimeInForce' })
export class TimeInForceByTypeDto {
  @ApiProperty({ enum: TIMES_IN_FORCE, isArray: true, required: false, example: ['day'] })
  readonly market?: readonly string[];

  @ApiProperty({ enum: TIMES_IN_FORCE, isArray: true, required: false, example: ['day', 'gtc'] })
  readonly limit?: readonly string[];

  @ApiProperty({ enum: TIMES_IN_FORCE, isArray: true, required: false, example: ['day', 'gtc'] })
  readonly stop?: readonly string[];

  @ApiProperty({ enum: TIMES_IN_FORCE, isArray: true, required: false, example: ['day', 'gtc'] })
  readonly stop_limit?: readonly string[];

  @ApiProperty({ enum: TIMES_IN_FORCE, isArray: true, required: false, example: ['day', 'gtc'] })
  readonly trailing_stop?: readonly string[];
}

@ApiSchema({ name: 'BrokerCapabilities' })
export class BrokerCapabilitiesDto {
  @ApiProperty({ enum: ENGINE_ORDER_TYPES, isArray: true, example: ['market', 'limit'], description: 'The order types the broker takes (empty: none)' })
  readonly orderTypes: readonly string[];

  @ApiProperty({ type: TimeInForceByTypeDto, example: { market: ['day'], limit: ['day', 'gtc'] }, description: 'The times in force it takes, per order type' })
  readonly timeInForce: TimeInForceByTypeDto;

  @ApiProperty({ example: false, description: 'Fractional quantities' })
  readonly fractional: boolean;

  @ApiProperty({ example: false, description: 'Orders by amount of money rather than quantity' })
  readonly notional: boolean;

  @ApiProperty({ example: false, description: 'Orders filled outside 09:30–16:00 New York' })
  readonly extendedHours: boolean;

  @ApiProperty({
    example: false,
    description:
      'Selling shares not held: a sale beyond the shares held opens a short position if the symbol is easy to borrow (GET /v1/assets easyToBorrow), under Reg T margin (150% of the short value against buying power); false: such a sale is rejected INSUFFICIENT_SHARES',
  })
  readonly shortSelling: boolean;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: null,
    description: 'Calls a minute per account (BROKER.RATE_LIMITED past it); null: only your key’s limit',
  })
  readonly rateLimitPerMinute: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 10,
    description: 'Order writes (place, cancel) a minute per account (BROKER.ORDER_WRITES_THROTTLED past it); null: none',
  })
  readonly orderWritesPerMinute: number | null;

  @ApiProperty({ type: TokenPolicyDto, example: { accessTokenSeconds: null, accessTokenExpires: true, refreshable: true, reauthEveryDays: 7 } })
  readonly tokenPolicy: TokenPolicyDto;

  @ApiProperty({ type: HistoryDto, example: { depthDays: 3650, delaySeconds: 0 } })
  readonly history: HistoryDto;

  @ApiProperty({
    enum: BALANCES_REFRESHES,
    example: 'live',
    description:
      'live: an account’s balances and positions are valued at its clock’s now; daily (tidewater): as of the broker’s last daily refresh, the latest market close on the account’s clock (Account.balancesAsOf says when)',
  })
  readonly balancesRefresh: string;
}

@ApiSchema({ name: 'Broker' })
export class BrokerDto {
  @ApiProperty({ enum: BROKER_IDS, example: 'harborline' })
  readonly id: string;

  @ApiProperty({ example: 'Harborline Brokerage' })
  readonly name: string;

  @ApiProperty({ example: '2026-11-26.1', description: 'The profile’s version: it changes whenever what the broker accepts or how it behaves does' })
  readonly version: string;

  @ApiProperty({ example: true, description: 'false: a read-only broker, every order refused (ORDER.UNSUPPORTED_BY_BROKER)' })
  readonly trading: boolean;

  @ApiProperty({ type: BrokerCapabilitiesDto })
  readonly capabilities: BrokerCapabilitiesDto;
}

@ApiSchema({ name: 'BrokerList' })
export class BrokerListDto {
  @ApiProperty({ type: [BrokerDto] })
  readonly items: readonly BrokerDto[];
}
