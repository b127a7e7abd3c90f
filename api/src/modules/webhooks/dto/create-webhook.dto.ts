import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ArrayMinSize, ArrayUnique, IsArray, IsIn, IsString, IsUrl, MaxLength } from 'class-validator';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../webhook-events';

@ApiSchema({ name: 'CreateWebhookRequest' })
export class CreateWebhookDto {
  @ApiProperty({ example: 'https://example.com/brokerbridge/webhooks', maxLength: 2048, description: 'http(s); https only in production' })
  @IsString()
  @MaxLength(2048, { message: 'url must be at most 2048 characters' })
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true, require_tld: false }, { message: 'url must be an http or https URL' })
  readonly url: string;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true, example: ['order.accepted', 'order.filled'] })
  @IsArray()
  @ArrayMinSize(1, { message: 'events must name at least one event' })
  @ArrayUnique({ message: 'events must not repeat an event' })
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: `each event must be one of ${WEBHOOK_EVENT_TYPES.join(', ')}` })
  readonly events: WebhookEventType[];
}
