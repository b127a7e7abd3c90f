import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/errors';

export const MAX_ENDPOINTS = 10;

export class WebhookEndpointNotFoundException extends AppException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'WEBHOOK.ENDPOINT_NOT_FOUND', 'Webhook endpoint not found');
  }
}

export class WebhookDeliveryNotFoundException extends AppException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'WEBHOOK.DELIVERY_NOT_FOUND', 'Webhook delivery not found');
  }
}

export class WebhookEndpointQuotaException extends AppException {
  constructor() {
    super(HttpStatus.CONFLICT, 'WEBHOOK.ENDPOINT_QUOTA', `At most ${MAX_ENDPOINTS} webhook endpoints per developer; delete one first`, undefined, {
      limit: MAX_ENDPOINTS,
    });
  }
}

export class WebhookUrlNotAllowedException extends AppException {
  constructor(reason: string) {
    super(HttpStatus.BAD_REQUEST, 'WEBHOOK.URL_NOT_ALLOWED', `This URL cannot receive webhooks: ${reason}`, [{ field: 'url', messages: [reason] }]);
  }
}

export class WebhookEndpointDisabledException extends AppException {
  constructor(reason: string | null) {
    super(HttpStatus.CONFLICT, 'WEBHOOK.ENDPOINT_DISABLED', `This endpoint is disabled (${reason ?? 'no reason given'}); nothing is sent to it`);
  }
}
