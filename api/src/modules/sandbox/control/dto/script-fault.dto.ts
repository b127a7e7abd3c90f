import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min, ValidateBy } from 'class-validator';
import { FAULT_TYPES } from '../../../simulator';
import type { FaultType } from '../../../simulator';

/** POST /v1/accounts/{id}/faults. */
@ApiSchema({ name: 'ScriptFaultRequest' })
export class ScriptFaultDto {
  @ApiProperty({
    enum: FAULT_TYPES,
    example: 'broker_unavailable',
    description:
      'rate_limited: 429 RATE_LIMITED with Retry-After: 1. broker_unavailable: 503 BROKER.UNAVAILABLE with Retry-After: 1. connection_broken: 409 CONNECTION.BROKEN. Each body is the house error body with details.scripted = true.',
  })
  @IsIn(FAULT_TYPES, { message: `type must be one of ${FAULT_TYPES.join(', ')}` })
  readonly type: FaultType;

  @ApiPropertyOptional({ example: 3, minimum: 1, maximum: 1000, description: 'How many of the account’s next calls fail (default 1); not with seconds' })
  @IsOptional()
  @IsInt({ message: 'calls must be a whole number' })
  @Min(1, { message: 'calls must be at least 1' })
  @Max(1000, { message: 'calls must be at most 1000' })
  @ValidateBy({
    name: 'callsOrSeconds',
    validator: {
      validate: (v, args) => v === undefined || (args?.object as ScriptFaultDto).seconds === undefined,
      defaultMessage: () => 'send calls or seconds, not both',
    },
  })
  readonly calls?: number;

  @ApiPropertyOptional({ example: 30, minimum: 1, maximum: 3600, description: 'For how many real seconds the account’s calls fail; not with calls' })
  @IsOptional()
  @IsInt({ message: 'seconds must be a whole number' })
  @Min(1, { message: 'seconds must be at least 1' })
  @Max(3600, { message: 'seconds must be at most 3600' })
  readonly seconds?: number;
}

@ApiSchema({ name: 'Fault' })
export class FaultDto {
  @ApiProperty({ enum: FAULT_TYPES, example: 'broker_unavailable' })
  readonly type: FaultType;

  @ApiProperty({ type: Number, nullable: true, example: 3, description: 'Calls left to fail (null when timed)' })
  readonly callsLeft: number | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time', example: null, description: 'When a timed fault ends (null when counted)' })
  readonly until: string | null;
}
