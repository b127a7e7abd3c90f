import { ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsIn, ValidateIf } from 'class-validator';
import { WEBHOOK_TEST_EVENT } from '../webhook-events';
import { TESTABLE_EVENT_TYPES, type TestableEventType } from '../webhook-samples';

/** POST /v1/webhooks/{id}/test: which event to fire (Plaid's fire_webhook); the body may be left out. */
@ApiSchema({ name: 'SendTestWebhookRequest' })
export class SendTestWebhookDto {
  @ApiPropertyOptional({
    enum: TESTABLE_EVENT_TYPES,
    default: WEBHOOK_TEST_EVENT,
    example: 'order.filled',
    description: 'Any event type, whatever the endpoint subscribes to; its body is a realistic sample in that event’s documented shape',
  })
  @ValidateIf((_dto, value) => value !== undefined)
  @IsIn(TESTABLE_EVENT_TYPES, { message: `type must be one of ${TESTABLE_EVENT_TYPES.join(', ')}` })
  readonly type: TestableEventType = WEBHOOK_TEST_EVENT;
}
