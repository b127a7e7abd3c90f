import { HttpException, HttpStatus } from '@nestjs/common';

export interface FieldError {
  /** Dotted path of the offending field, e.g. `email` or `items.0.price`. */
  readonly field: string;
  readonly messages: string[];
}

/**
 * Base of every error the API raises on purpose. `code` is stable and machine-readable
 * (`TRADING.INSUFFICIENT_BUYING_POWER`); `message` is safe to show to a visitor.
 */
export class AppException extends HttpException {
  constructor(
    status: HttpStatus,
    readonly code: string,
    message: string,
    readonly errors?: FieldError[],
    readonly details?: Record<string, unknown>,
  ) {
    super(message, status);
  }
}

export class ValidationFailedException extends AppException {
  constructor(errors: FieldError[]) {
    const message = errors.flatMap((e) => e.messages).join('; ') || 'The request is invalid';
    super(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, errors);
  }
}
