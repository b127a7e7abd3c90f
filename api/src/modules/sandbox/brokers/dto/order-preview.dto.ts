import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { BROKER_IDS, REFUSED_CAPABILITIES } from '../../../simulator';

@ApiSchema({ name: 'OrderPreview' })
export class OrderPreviewDto {
  @ApiProperty({
    example: false,
    description: 'Whether POST /v1/accounts/{id}/orders would place this order (the market then decides: fill, rest, or reject for money or shares)',
  })
  readonly accepted: boolean;

  @ApiProperty({ enum: [201, 403, 422], example: 422, description: 'The status placing it would answer with' })
  readonly status: number;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'ORDER.UNSUPPORTED_BY_BROKER',
    description: 'The error code placing it would answer with; null when accepted',
  })
  readonly code: string | null;

  @ApiProperty({ enum: BROKER_IDS, example: 'meridian' })
  readonly broker: string;

  @ApiProperty({
    example: 'capabilities.timeInForce.limit',
    description:
      'The rule that decides: an entry of the broker profile (trading, capabilities.orderTypes, capabilities.timeInForce.<type>), of the asset catalogue (assets.<symbol>.brokers) or scope:trading:write',
  })
  readonly rule: string;

  @ApiProperty({ example: 'Meridian Clearing does not accept limit orders with timeInForce ioc (it takes day, gtc).' })
  readonly message: string;

  @ApiPropertyOptional({ enum: REFUSED_CAPABILITIES, example: 'timeInForce', description: 'What the broker lacks, when it refuses' })
  readonly capability?: string;

  @ApiPropertyOptional({ example: 'InvalidDuration', description: 'The broker’s own code, when it refuses' })
  readonly brokerCode?: string;

  @ApiPropertyOptional({ example: 'Duration is not supported for this order', description: 'The broker’s own message, when it refuses' })
  readonly brokerMessage?: string;
}
