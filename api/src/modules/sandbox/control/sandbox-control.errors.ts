import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../../common/errors';

/** The bodies of scripted faults (documented in the API reference): each says it was scripted. */
export class ScriptedRateLimitException extends AppException {
  constructor() {
    super(HttpStatus.TOO_MANY_REQUESTS, 'RATE_LIMITED', 'Too many requests: wait for Retry-After seconds, then retry (a scripted fault).', undefined, {
      scripted: true,
    });
  }
}

export class ScriptedBrokerUnavailableException extends AppException {
  constructor() {
    super(HttpStatus.SERVICE_UNAVAILABLE, 'BROKER.UNAVAILABLE', 'The broker is unavailable: retry after Retry-After seconds (a scripted fault).', undefined, {
      scripted: true,
    });
  }
}

export class ScriptedConnectionBrokenException extends AppException {
  constructor() {
    super(HttpStatus.CONFLICT, 'CONNECTION.BROKEN', 'The connection to the broker broke: reconnect, then retry (a scripted fault).', undefined, {
      scripted: true,
    });
  }
}
