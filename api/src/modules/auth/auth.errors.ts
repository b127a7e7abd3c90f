import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/errors';

export class InvalidCredentialsException extends AppException {
  constructor() {
    super(HttpStatus.UNAUTHORIZED, 'AUTH.INVALID_CREDENTIALS', 'Invalid username or password');
  }
}

export class TooManyLoginFailuresException extends AppException {
  constructor(minutes: number) {
    super(HttpStatus.TOO_MANY_REQUESTS, 'AUTH.TOO_MANY_FAILURES', `Too many failed sign-in attempts. Please try again in ${minutes} minutes.`);
  }
}

export class UsernameTakenException extends AppException {
  constructor() {
    super(HttpStatus.CONFLICT, 'AUTH.USERNAME_TAKEN', 'That username is already taken');
  }
}

export class CrossSiteRequestException extends AppException {
  constructor(reason: string) {
    super(HttpStatus.FORBIDDEN, 'SECURITY.CROSS_SITE_REQUEST', `Request refused: ${reason}`);
  }
}
