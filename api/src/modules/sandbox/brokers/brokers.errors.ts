import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../../common/errors';
import { BROKER_IDS, type BrokerProfile } from '../../simulator';

export class BrokerNotFoundException extends AppException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'BROKER.NOT_FOUND', `No broker has this id: the brokers are ${BROKER_IDS.join(', ')}.`, undefined, { brokers: BROKER_IDS });
  }
}

const ruleDetails = (broker: BrokerProfile, rule: string, limit: number) => ({ broker: broker.id, limit, rule: `capabilities.${rule}` });

/** The broker's per-account throttle on order writes (capabilities.orderWritesPerMinute). */
export class OrderWritesThrottledException extends AppException {
  constructor(broker: BrokerProfile, limit: number) {
    super(
      HttpStatus.TOO_MANY_REQUESTS,
      'BROKER.ORDER_WRITES_THROTTLED',
      `${broker.name} takes ${limit} order writes a minute per account: retry after Retry-After seconds.`,
      undefined,
      ruleDetails(broker, 'orderWritesPerMinute', limit),
    );
  }
}

/** The broker's per-account limit on calls (capabilities.rateLimitPerMinute). */
export class BrokerRateLimitedException extends AppException {
  constructor(broker: BrokerProfile, limit: number) {
    super(
      HttpStatus.TOO_MANY_REQUESTS,
      'BROKER.RATE_LIMITED',
      `${broker.name} takes ${limit} calls a minute per account: retry after Retry-After seconds.`,
      undefined,
      ruleDetails(broker, 'rateLimitPerMinute', limit),
    );
  }
}
