import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { WebhookAttemptDto, WebhookDeliveryDto } from './webhook-delivery.dto';

@ApiSchema({ name: 'ConsoleWebhookAttempt' })
export class WebhookAttemptDetailDto extends WebhookAttemptDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    nullable: true,
    example: {
      'webhook-id': '1c9d8e7f-6a5b-4c3d-8e2f-0a1b2c3d4e5f',
      'webhook-timestamp': '1795700000',
      'webhook-signature': 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
    },
    description: 'The headers the attempt was sent with; null for attempts made before they were kept',
  })
  readonly requestHeaders: Record<string, string> | null;
}

/** A delivery as the console opens it: what was sent (body and headers) and what came back. */
@ApiSchema({ name: 'ConsoleWebhookDelivery' })
export class WebhookDeliveryDetailDto extends WebhookDeliveryDto {
  @ApiProperty({ description: 'The body exactly as sent (parsed JSON)', example: { type: 'webhook.test', timestamp: '2026-11-23T15:30:00.000Z', data: {} } })
  readonly payload: unknown;

  @ApiProperty({ type: [WebhookAttemptDetailDto] })
  declare readonly attempts: WebhookAttemptDetailDto[];
}
