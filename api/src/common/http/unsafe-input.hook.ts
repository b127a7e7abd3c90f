import type { preValidationHookHandler } from 'fastify';
import { AppException, ValidationFailedException } from '../errors';
import { findUnsafeInput } from './unsafe-input';
import { HttpStatus } from '@nestjs/common';

class InputTooDeepException extends AppException {
  constructor() {
    super(HttpStatus.BAD_REQUEST, 'INPUT_TOO_DEEP', 'The request is nested too deeply.');
  }
}

/**
 * Refuses, for every route and before any guard or validator sees it, a body or query that
 * holds what no field may (see findUnsafeInput): a 400 naming the field, never a 500.
 */
export const unsafeInputHook: preValidationHookHandler = (request, _reply, done) => {
  const found = findUnsafeInput(request.body) ?? findUnsafeInput(request.query);
  if (!found) return done();
  if (found.problem === 'depth') return done(new InputTooDeepException());
  const field = found.field || 'body';
  done(new ValidationFailedException([{ field, messages: [`${field} contains a character that is not allowed (NUL or an unpaired surrogate)`] }]));
};
