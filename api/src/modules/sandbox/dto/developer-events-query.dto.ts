import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';

/** GET /v1/events/stream: where to resume, for clients that cannot send Last-Event-ID. */
export class DeveloperEventsQueryDto {
  @ApiPropertyOptional({
    example: 'Pwwab20uS4qccQ5dSyqfEwAAAAAAAg',
    description: 'A cursor the stream sent as an event id: resume after it (Last-Event-ID wins when both are sent). Left out: from now.',
  })
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{0,30000}$/, { message: 'after must be an id the stream sent' })
  readonly after?: string;
}
