import { ApiProperty, ApiSchema } from '@nestjs/swagger';

@ApiSchema({ name: 'WebhookAttempt' })
export class WebhookAttemptDto {
  @ApiProperty({ format: 'date-time', example: '2026-11-23T15:30:00.412Z' })
  readonly attemptedAt: string;

  @ApiProperty({ nullable: true, type: Number, example: 200, description: 'null when no answer came (refused, timed out)' })
  readonly statusCode: number | null;

  @ApiProperty({ nullable: true, type: String, example: 'connect ECONNREFUSED 203.0.113.7:443' })
  readonly error: string | null;

  @ApiProperty({ example: 42 })
  readonly durationMs: number;

  @ApiProperty({ nullable: true, type: String, example: '{"received":true}', description: 'The first 1 KiB of the answer' })
  readonly responseExcerpt: string | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String, example: null, description: 'When the next attempt was scheduled, if any' })
  readonly nextAttemptAt: string | null;
}

@ApiSchema({ name: 'WebhookDelivery' })
export class WebhookDeliveryDto {
  @ApiProperty({ format: 'uuid', example: '1c9d8e7f-6a5b-4c3d-8e2f-0a1b2c3d4e5f', description: 'Also the webhook-id header of every attempt' })
  readonly id: string;

  @ApiProperty({ format: 'uuid', example: '7d1e2f3a-4b5c-4d6e-8f70-1a2b3c4d5e6f' })
  readonly endpointId: string;

  @ApiProperty({ example: 'order.filled' })
  readonly eventType: string;

  @ApiProperty({ format: 'uuid', nullable: true, type: String, example: '3f0c1a52-6d2e-4b8a-9c71-0e5d4b2a9f13', description: 'null for a test delivery' })
  readonly accountId: string | null;

  @ApiProperty({ nullable: true, type: Number, example: 2, description: "The event's sequence number in its account's stream; null for a test delivery" })
  readonly sequence: number | null;

  @ApiProperty({ enum: ['pending', 'succeeded', 'failed'], example: 'succeeded' })
  readonly status: string;

  @ApiProperty({ example: 1 })
  readonly attemptCount: number;

  @ApiProperty({ format: 'date-time', nullable: true, type: String, example: null })
  readonly nextAttemptAt: string | null;

  @ApiProperty({ format: 'date-time', example: '2026-11-23T15:30:00.000Z' })
  readonly createdAt: string;

  @ApiProperty({ type: [WebhookAttemptDto], description: 'Every attempt, oldest first' })
  readonly attempts: WebhookAttemptDto[];
}

@ApiSchema({ name: 'WebhookDeliveryPage' })
export class WebhookDeliveryPageDto {
  @ApiProperty({ type: [WebhookDeliveryDto] })
  readonly items: WebhookDeliveryDto[];

  @ApiProperty({ nullable: true, type: String, example: null, description: 'Pass as `after` for the next page; null on the last page' })
  readonly nextCursor: string | null;
}
