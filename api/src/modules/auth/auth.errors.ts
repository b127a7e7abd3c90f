import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/errors';

export class NotSignedInException extends AppException {
  constructor() {
    super(HttpStatus.UNAUTHORIZED, 'AUTH.UNAUTHENTICATED', 'You are not signed in.');
  }
}
