import { HttpStatus } from '@nestjs/common';
import { AppException } from '../errors';

export class TooManyRequestsException extends AppException {
  constructor() {
    super(HttpStatus.TOO_MANY_REQUESTS, 'RATE_LIMITED', 'Too many requests. Please wait a minute and try again.');
  }
}
