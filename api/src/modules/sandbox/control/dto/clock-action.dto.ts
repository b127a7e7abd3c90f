import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsDefined, IsIn, IsInt, IsISO8601, IsNumber, IsOptional, Matches, Max, Min, ValidateIf } from 'class-validator';
import { MAX_CLOCK_JUMP_SECONDS, MAX_CLOCK_SPEED, type ClockAction } from '../../../simulator';

const CLOCK_ACTIONS = ['freeze', 'resume', 'advance', 'set'] as const;
type ClockActionName = (typeof CLOCK_ACTIONS)[number];
const MAX_SECONDS = MAX_CLOCK_JUMP_SECONDS;
/** RFC 3339: a date and a time with its zone. A date alone, or a time without a zone, names no one instant. */
const DATE_TIME_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const TO_MESSAGE = 'to must be an ISO-8601 date-time with a zone, e.g. "2026-11-27T17:55:00Z"';

/** POST /v1/accounts/{id}/clock. */
@ApiSchema({ name: 'ClockActionRequest' })
export class ClockActionDto {
  @ApiProperty({ enum: CLOCK_ACTIONS, example: 'advance', description: 'freeze and resume keep the time; advance and set move it forward, never back (409)' })
  @IsIn(CLOCK_ACTIONS, { message: `action must be one of ${CLOCK_ACTIONS.join(', ')}` })
  readonly action: ClockActionName;

  @ApiPropertyOptional({ example: 120, description: 'advance: seconds of account time to move forward (whole seconds)' })
  @ValidateIf((o: ClockActionDto) => o.action === 'advance' || o.seconds !== undefined)
  @IsDefined({ message: 'seconds is required to advance' })
  @IsInt({ message: 'seconds must be a whole number of seconds' })
  @Min(-MAX_SECONDS, { message: `seconds must be at least -${MAX_SECONDS}` })
  @Max(MAX_SECONDS, { message: `seconds must be at most ${MAX_SECONDS} (two years)` })
  readonly seconds?: number;

  @ApiPropertyOptional({
    example: '2026-11-27T17:55:00Z',
    format: 'date-time',
    description: 'set: the account time to move to, a date-time with a zone (a date alone is refused), within the calendar’s 2026–2027 and two years of now',
  })
  @ValidateIf((o: ClockActionDto) => o.action === 'set' || o.to !== undefined)
  @IsDefined({ message: 'to is required to set the clock' })
  @Matches(DATE_TIME_WITH_ZONE, { message: TO_MESSAGE })
  @IsISO8601({ strict: true, strictSeparator: true }, { message: TO_MESSAGE })
  readonly to?: string;

  @ApiPropertyOptional({ example: 60, minimum: 0.001, maximum: MAX_CLOCK_SPEED, description: 'Account seconds per real second while running (default 1)' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'speed must be a number' })
  @Min(0.001, { message: 'speed must be at least 0.001' })
  @Max(MAX_CLOCK_SPEED, { message: `speed must be at most ${MAX_CLOCK_SPEED}` })
  readonly speed?: number;
}

/** The engine's action for a validated body. */
export function clockActionOf(dto: ClockActionDto): ClockAction {
  if (dto.action === 'advance') return { action: 'advance', seconds: dto.seconds! };
  if (dto.action === 'set') return { action: 'set', to: new Date(dto.to!) };
  return { action: dto.action };
}
