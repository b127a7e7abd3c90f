import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { BROKER_IDS } from '../../../simulator';
import { EXAMPLE } from '../../dto/examples';
import { BrokerCapabilitiesDto } from './broker.dto';

@ApiSchema({ name: 'AccountCapabilities' })
export class AccountCapabilitiesDto {
  @ApiProperty({ format: 'uuid', example: EXAMPLE.accountId })
  readonly accountId: string;

  @ApiProperty({ enum: BROKER_IDS, example: 'meridian' })
  readonly broker: string;

  @ApiProperty({ example: '2026-11-26.1', description: 'The broker profile’s version' })
  readonly version: string;

  @ApiProperty({
    example: true,
    description: 'Whether this caller can place orders on this account: the broker trades and the key or connection has trading:write',
  })
  readonly trading: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    enum: ['broker', 'scope'],
    example: null,
    description: 'Why trading is off: broker (a read-only broker) or scope (no trading:write); null when it is on',
  })
  readonly tradingOffBecause: 'broker' | 'scope' | null;

  @ApiProperty({ type: BrokerCapabilitiesDto, description: 'The broker’s capabilities; with trading off, no order types' })
  readonly capabilities: BrokerCapabilitiesDto;
}
