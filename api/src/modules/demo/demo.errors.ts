import { Catch, HttpStatus, Injectable } from '@nestjs/common';
import { AppException } from '../../common/errors';
import { DoorErrorsFilter } from '../../common/filters/door-errors.filter';
import { OrderNotCancelable, SimulatorError } from '../simulator';

export class NoDemoAccountException extends AppException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'TRADING.NO_ACCOUNT', 'No demo account yet: start the demo (POST /api/trading/account) first');
  }
}

/** The simulator's refusals in the demo's words (the spec's TRADING.* codes): the one place they are mapped. */
export function demoError(error: SimulatorError): AppException {
  switch (error.code) {
    case 'ORDER_NOT_FOUND':
      return new AppException(HttpStatus.NOT_FOUND, 'TRADING.ORDER_NOT_FOUND', error.message);
    case 'ORDER_NOT_CANCELABLE':
      return new AppException(HttpStatus.CONFLICT, 'TRADING.ORDER_NOT_CANCELABLE', error.message, undefined, {
        status: (error as OrderNotCancelable).status,
      });
    case 'ACCOUNT_NOT_FOUND':
      // An idle demo account expires after 30 days (InactiveAccountsJob) while a session may still name it.
      return new AppException(HttpStatus.NOT_FOUND, 'TRADING.ACCOUNT_NOT_FOUND', 'The demo account no longer exists');
    case 'CLOCK_BACKWARDS':
      // The demo's market runs on real time: nothing of the demo moves a clock.
      return new AppException(HttpStatus.CONFLICT, 'SANDBOX.CLOCK_BACKWARDS', error.message);
    case 'INVALID_CURSOR':
      // The demo's lists are not paged: nothing of the demo names a cursor.
      return new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', error.message);
    case 'UNSUPPORTED_BY_BROKER':
      // The demo's account is northwind's, which takes every order the demo sends; the door answers it as /v1 would.
      return new AppException(HttpStatus.UNPROCESSABLE_ENTITY, 'ORDER.UNSUPPORTED_BY_BROKER', error.message);
  }
}

@Injectable()
@Catch(SimulatorError)
export class DemoErrorsFilter extends DoorErrorsFilter<SimulatorError> {
  protected translate(error: SimulatorError): AppException {
    return demoError(error);
  }
}
