import { ApiProperty } from '@nestjs/swagger';

export class RequestLogEntryDto {
  @ApiProperty()
  readonly requestId: string;

  @ApiProperty({ example: 'POST' })
  readonly method: string;

  @ApiProperty({ example: '/v1/accounts' })
  readonly path: string;

  @ApiProperty({ example: 201 })
  readonly status: number;

  @ApiProperty({ example: 12 })
  readonly durationMs: number;

  @ApiProperty({ example: 'bb_test_k7Qm2xW9aB3c' })
  readonly keyPrefix: string;

  @ApiProperty({ format: 'date-time' })
  readonly createdAt: string;

  @ApiProperty({ nullable: true, type: String, example: '{"symbol":"AAPL","side":"buy","type":"market","quantity":1}', description: 'Redacted, at most 2 KiB' })
  readonly requestBody: string | null;

  @ApiProperty({ nullable: true, type: String, example: '{"id":"…","status":"filled"}', description: 'Redacted, at most 2 KiB; "(event stream)" for a stream' })
  readonly responseBody: string | null;
}

/** The developer's last 100 /v1 calls, newest first. */
export class RequestLogDto {
  @ApiProperty({ type: [RequestLogEntryDto] })
  readonly items: RequestLogEntryDto[];
}
