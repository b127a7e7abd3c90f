import { ApiProperty } from '@nestjs/swagger';
import { WEBHOOK_EVENT_TYPES } from '../webhook-events';

/** An endpoint as listed: never its secret. */
export class WebhookEndpointDto {
  @ApiProperty({ format: 'uuid' })
  readonly id: string;

  @ApiProperty({ example: 'https://example.com/brokerbridge/webhooks' })
  readonly url: string;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true })
  readonly events: string[];

  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'After a rotation: until when the previous secret also signs' })
  readonly previousSecretExpiresAt: string | null;

  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'Set when the endpoint answered 410 Gone: nothing more is sent' })
  readonly disabledAt: string | null;

  @ApiProperty({ nullable: true, type: String, example: 'The endpoint answered 410 Gone' })
  readonly disabledReason: string | null;

  @ApiProperty({ format: 'date-time' })
  readonly createdAt: string;
}

/** Only when created or rotated: the signing secret, shown once. */
export class CreatedWebhookEndpointDto extends WebhookEndpointDto {
  @ApiProperty({ example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', description: 'Standard Webhooks signing secret' })
  readonly secret: string;
}

export class WebhookEndpointListDto {
  @ApiProperty({ type: [WebhookEndpointDto] })
  readonly items: WebhookEndpointDto[];
}
