import { ApiProperty } from '@nestjs/swagger';

export class WebhookAttemptDto {
  @ApiProperty({ format: 'date-time' })
  readonly attemptedAt: string;

  @ApiProperty({ nullable: true, type: Number, example: 200, description: 'null when no answer came (refused, timed out)' })
  readonly statusCode: number | null;

  @ApiProperty({ nullable: true, type: String, example: 'connect ECONNREFUSED 203.0.113.7:443' })
  readonly error: string | null;

  @ApiProperty({ example: 42 })
  readonly durationMs: number;

  @ApiProperty({ nullable: true, type: String, description: 'The first 1 KiB of the answer' })
  readonly responseExcerpt: string | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'When the next attempt was scheduled, if any' })
  readonly nextAttemptAt: string | null;
}

export class WebhookDeliveryDto {
  @ApiProperty({ format: 'uuid', description: 'Also the webhook-id header of every attempt' })
  readonly id: string;

  @ApiProperty({ format: 'uuid' })
  readonly endpointId: string;

  @ApiProperty({ example: 'order.filled' })
  readonly eventType: string;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  readonly accountId: string | null;

  @ApiProperty({ nullable: true, type: Number, description: "The event's sequence number in its account's stream" })
  readonly sequence: number | null;

  @ApiProperty({ enum: ['pending', 'succeeded', 'failed'] })
  readonly status: string;

  @ApiProperty()
  readonly attemptCount: number;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  readonly nextAttemptAt: string | null;

  @ApiProperty({ format: 'date-time' })
  readonly createdAt: string;

  @ApiProperty({ type: [WebhookAttemptDto] })
  readonly attempts: WebhookAttemptDto[];
}

export class WebhookDeliveryPageDto {
  @ApiProperty({ type: [WebhookDeliveryDto] })
  readonly items: WebhookDeliveryDto[];

  @ApiProperty({ nullable: true, type: String })
  readonly nextCursor: string | null;
}
