import { ValidationPipe } from '@nestjs/common';
import { ValidationFailedException } from '../errors';
import { toFieldErrors } from './field-errors';

/** The one global pipe: unknown fields are refused, every failure names its field with one message. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    // All rules run, so the message can be the most basic one broken (see toFieldErrors):
    // class-validator's own stop-at-first follows decorator order, which says nothing about that.
    stopAtFirstError: false,
    exceptionFactory: (errors) => new ValidationFailedException(toFieldErrors(errors)),
  });
}
