import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { EventDto } from './event.dto';

/** An event as the console shows it: /v1's, plus the real time beside the account's clock time. */
@ApiSchema({ name: 'ConsoleEvent' })
export class ConsoleEventDto extends EventDto {
  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    example: '2026-11-26T15:30:00.000Z',
    description: 'The real time the event was written; null for events older than this record',
  })
  readonly recordedAt: string | null;
}

@ApiSchema({ name: 'ConsoleEventPage' })
export class ConsoleEventPageDto {
  @ApiProperty({ type: [ConsoleEventDto] })
  readonly items: ConsoleEventDto[];

  @ApiProperty({ example: 7 })
  readonly nextSequence: number;
}
