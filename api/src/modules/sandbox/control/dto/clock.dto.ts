import { ApiProperty, ApiSchema } from '@nestjs/swagger';

/** An account's clock and the market it opens on (NYSE calendar 2026–2027, weekends only outside it). */
@ApiSchema({ name: 'Clock' })
export class ClockDto {
  @ApiProperty({ format: 'date-time', example: '2026-11-23T21:01:00.000Z', description: "The account's time" })
  readonly now: string;

  @ApiProperty({ example: false })
  readonly isOpen: boolean;

  @ApiProperty({ format: 'date-time', example: '2026-11-24T14:30:00.000Z', description: 'The next opening bell (never that of the session under way)' })
  readonly nextOpen: string;

  @ApiProperty({
    format: 'date-time',
    example: '2026-11-24T21:00:00.000Z',
    description: 'The close of the session under way, or of the next one (13:00 New York on early-close days)',
  })
  readonly nextClose: string;

  @ApiProperty({ example: true })
  readonly frozen: boolean;

  @ApiProperty({ example: 1, description: 'Account seconds per real second while running' })
  readonly speed: number;
}
