import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/errors';

export class OrderNotFoundException extends AppException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'TRADING.ORDER_NOT_FOUND', 'Order not found');
  }
}

export class OrderNotCancelableException extends AppException {
  constructor(status: string) {
    super(HttpStatus.CONFLICT, 'TRADING.ORDER_NOT_CANCELABLE', `Only pending orders can be canceled; this order is ${status}`, undefined, {
      status,
    });
  }
}

export class DemoAccountMissingException extends AppException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'TRADING.ACCOUNT_NOT_FOUND', 'The demo account no longer exists');
  }
}

export class NoDemoAccountException extends AppException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'TRADING.NO_ACCOUNT', 'No demo account yet: start the demo (POST /api/trading/account) first');
  }
}

export class ClockBackwardsException extends AppException {
  constructor(now: Date, to: Date) {
    super(
      HttpStatus.CONFLICT,
      'SANDBOX.CLOCK_BACKWARDS',
      `The account's clock only moves forward: it reads ${now.toISOString()}, and ${to.toISOString()} is earlier.`,
      undefined,
      { now: now.toISOString(), to: to.toISOString() },
    );
  }
}
