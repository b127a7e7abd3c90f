import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/errors';

export class SandboxAccountNotFoundException extends AppException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'SANDBOX.ACCOUNT_NOT_FOUND', 'No sandbox account of yours has this id');
  }
}
