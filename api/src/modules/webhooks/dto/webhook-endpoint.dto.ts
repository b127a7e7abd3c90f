import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { WEBHOOK_EVENT_TYPES } from '../webhook-events';

/** An endpoint as listed: never its secret. */
@ApiSchema({ name: 'WebhookEndpoint' })
export class WebhookEndpointDto {
  @ApiProperty({ format: 'uuid', example: '7d1e2f3a-4b5c-4d6e-8f70-1a2b3c4d5e6f' })
  readonly id: string;

  @ApiProperty({ example: 'https://example.com/brokerbridge/webhooks' })
  readonly url: string;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true, example: ['order.accepted', 'order.filled'] })
  readonly events: string[];

  @ApiProperty({ format: 'date-time', nullable: true, type: String, example: null, description: 'After a rotation: until when the previous secret also signs' })
  readonly previousSecretExpiresAt: string | null;

  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    example: null,
    description: 'Set when the endpoint answered 410 Gone: nothing more is sent',
  })
  readonly disabledAt: string | null;

  @ApiProperty({ nullable: true, type: String, example: null, description: 'Why it was disabled, e.g. "The endpoint answered 410 Gone"' })
  readonly disabledReason: string | null;

  @ApiProperty({ format: 'date-time', example: '2026-11-23T15:00:00.000Z' })
  readonly createdAt: string;
}

/** Only when created or rotated: the signing secret, shown once. */
@ApiSchema({ name: 'CreatedWebhookEndpoint' })
export class CreatedWebhookEndpointDto extends WebhookEndpointDto {
  @ApiProperty({ example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', description: 'Standard Webhooks signing secret' })
  readonly secret: string;
}

@ApiSchema({ name: 'WebhookEndpointList' })
export class WebhookEndpointListDto {
  @ApiProperty({ type: [WebhookEndpointDto] })
  readonly items: WebhookEndpointDto[];
}
