import { Catch, HttpStatus, Injectable } from '@nestjs/common';
import { AppException } from '../../common/errors';
import { DoorErrorsFilter } from '../../common/filters/door-errors.filter';
import { ClockBackwards, OrderNotCancelable, OrderUnsupportedByBroker, SimulatorError } from '../simulator';

export class SandboxAccountNotFoundException extends AppException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'SANDBOX.ACCOUNT_NOT_FOUND', 'Sandbox account not found');
  }
}

export class OrderNotFoundException extends AppException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'TRADING.ORDER_NOT_FOUND', 'Order not found');
  }
}

export class AccountQuotaException extends AppException {
  constructor(limit: number) {
    super(HttpStatus.CONFLICT, 'DEVELOPER.ACCOUNT_QUOTA', `You already have ${limit} sandbox accounts: delete one before creating another.`, undefined, {
      limit,
    });
  }
}

export class ClientOrderIdReusedException extends AppException {
  constructor(clientOrderId: string, orderId: string) {
    super(
      HttpStatus.CONFLICT,
      'SANDBOX.CLIENT_ORDER_ID_REUSED',
      `clientOrderId ${clientOrderId} already names another order (${orderId}) with a different body.`,
      undefined,
      {
        clientOrderId,
        orderId,
      },
    );
  }
}

export class InvalidCursorException extends AppException {
  constructor() {
    super(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', 'after must be a cursor returned as nextCursor', [
      { field: 'after', messages: ['after must be a cursor returned as nextCursor'] },
    ]);
  }
}

export class IdempotencyKeyReusedException extends AppException {
  constructor() {
    super(HttpStatus.CONFLICT, 'IDEMPOTENCY.KEY_REUSED', 'This Idempotency-Key was used with another request; use a new key for a new request.');
  }
}

export class IdempotencyInProgressException extends AppException {
  constructor() {
    super(HttpStatus.CONFLICT, 'IDEMPOTENCY.IN_PROGRESS', 'A request with this Idempotency-Key is still running; retry once it has finished.');
  }
}

export class InvalidIdempotencyKeyException extends AppException {
  constructor() {
    const message = 'Idempotency-Key must be 1 to 255 visible ASCII characters';
    super(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, [{ field: 'Idempotency-Key', messages: [message] }]);
  }
}

/** The simulator's refusals in /v1's words (docs/errors): the one place they are mapped. */
export function sandboxError(error: SimulatorError): AppException {
  if (error instanceof OrderNotCancelable) {
    return new AppException(HttpStatus.CONFLICT, 'TRADING.ORDER_NOT_CANCELABLE', error.message, undefined, { status: error.status });
  }
  if (error instanceof ClockBackwards) {
    const [now, to] = [error.now.toISOString(), error.to.toISOString()];
    return new AppException(HttpStatus.CONFLICT, 'SANDBOX.CLOCK_BACKWARDS', error.message, undefined, { now, to });
  }
  if (error instanceof OrderUnsupportedByBroker) {
    const { capability, broker, brokerCode, brokerMessage, rule } = error.refusal;
    return new AppException(HttpStatus.UNPROCESSABLE_ENTITY, 'ORDER.UNSUPPORTED_BY_BROKER', error.message, undefined, {
      capability,
      broker,
      brokerCode,
      brokerMessage,
      rule,
    });
  }
  if (error.code === 'ORDER_NOT_FOUND') return new OrderNotFoundException();
  if (error.code === 'INVALID_CURSOR') return new InvalidCursorException();
  return new SandboxAccountNotFoundException();
}

/** On every controller of the sandbox door (`@UseFilters(SandboxErrorsFilter)`). */
@Injectable()
@Catch(SimulatorError)
export class SandboxErrorsFilter extends DoorErrorsFilter<SimulatorError> {
  protected translate(error: SimulatorError): AppException {
    return sandboxError(error);
  }
}
