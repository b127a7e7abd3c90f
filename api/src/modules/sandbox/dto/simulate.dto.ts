import { ApiPropertyOptional, ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsIn, IsInt, IsNumber, IsOptional, Max, Min, ValidateBy, ValidateIf } from 'class-validator';
import { REJECT_REASONS, SCRIPTED_OUTCOMES } from '../../simulator';
import type { RejectReason, ScriptedOutcome } from '../../simulator';

const MAX_SECONDS = 2 * 366 * 86_400;

const RatiosAddUpToAtMostOne = () =>
  ValidateBy({
    name: 'ratiosAddUpToAtMostOne',
    validator: {
      validate: (v) => !Array.isArray(v) || v.reduce((sum: number, r: unknown) => sum + (typeof r === 'number' ? r : 0), 0) <= 1 + 1e-9,
      defaultMessage: () => 'simulate.fillRatios must add up to at most 1',
    },
  });

/**
 * What the sandbox's broker does with this order instead of the market's rules (sandbox
 * accounts only). Clock times are the account's (see /clock). A real rejection (not enough
 * buying power or shares) still stands whatever the script says.
 */
@ApiSchema({ name: 'Simulate' })
export class SimulateDto {
  @ApiProperty({
    enum: SCRIPTED_OUTCOMES,
    example: 'partial_fill',
    description:
      'fill: the market decides (default). partial_fill: fills fillRatios of it, the first at once, the next every intervalSeconds (order.partially_filled, then order.filled). reject: order.rejected with reason and its figures. rest: stays pending until canceled or expired. fill_after: fills after `seconds` of clock time (at its limit, or the price then). cancel_by_broker: canceled by the broker (CANCELED_BY_BROKER) at once or after `seconds`.',
  })
  @IsIn(SCRIPTED_OUTCOMES, { message: `simulate.outcome must be one of ${SCRIPTED_OUTCOMES.join(', ')}` })
  readonly outcome: ScriptedOutcome;

  @ApiPropertyOptional({
    type: [Number],
    example: [0.3, 0.7],
    description: 'partial_fill: shares of the order per fill, adding up to at most 1 (what is left keeps working)',
  })
  @ValidateIf((o: SimulateDto) => o.outcome === 'partial_fill' || o.fillRatios !== undefined)
  @IsDefined({ message: 'simulate.fillRatios is required for partial_fill' })
  @IsArray({ message: 'simulate.fillRatios must be an array of numbers' })
  @ArrayMinSize(1, { message: 'simulate.fillRatios needs at least one ratio' })
  @ArrayMaxSize(20, { message: 'simulate.fillRatios takes at most 20 ratios' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { each: true, message: 'simulate.fillRatios must be numbers' })
  @Min(0.0001, { each: true, message: 'each of simulate.fillRatios must be greater than 0' })
  @Max(1, { each: true, message: 'each of simulate.fillRatios must be at most 1' })
  @RatiosAddUpToAtMostOne()
  readonly fillRatios?: number[];

  @ApiPropertyOptional({ example: 60, minimum: 1, maximum: 86_400, description: 'partial_fill: clock seconds between fills (default 60)' })
  @IsOptional()
  @IsInt({ message: 'simulate.intervalSeconds must be a whole number of seconds' })
  @Min(1, { message: 'simulate.intervalSeconds must be at least 1' })
  @Max(86_400, { message: 'simulate.intervalSeconds must be at most 86400' })
  readonly intervalSeconds?: number;

  @ApiPropertyOptional({
    enum: REJECT_REASONS,
    example: 'INSUFFICIENT_BUYING_POWER',
    description: 'reject: the documented reason (default INSUFFICIENT_BUYING_POWER)',
  })
  @IsOptional()
  @IsIn(REJECT_REASONS, { message: `simulate.reason must be one of ${REJECT_REASONS.join(', ')}` })
  readonly reason?: RejectReason;

  @ApiPropertyOptional({ example: 300, description: 'fill_after (required, at least 1) and cancel_by_broker (default 0: at once): clock seconds' })
  @ValidateIf((o: SimulateDto) => o.outcome === 'fill_after' || o.seconds !== undefined)
  @IsDefined({ message: 'simulate.seconds is required for fill_after' })
  @IsInt({ message: 'simulate.seconds must be a whole number of seconds' })
  @Min(0, { message: 'simulate.seconds must be at least 0' })
  @Max(MAX_SECONDS, { message: `simulate.seconds must be at most ${MAX_SECONDS}` })
  @ValidateBy({
    name: 'fillAfterAtLeastOne',
    validator: {
      validate: (v, args) => (args?.object as SimulateDto).outcome !== 'fill_after' || v !== 0,
      defaultMessage: () => 'simulate.seconds must be at least 1 for fill_after',
    },
  })
  readonly seconds?: number;
}
