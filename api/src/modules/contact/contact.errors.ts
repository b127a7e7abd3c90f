import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/errors';

/** A contact post without a body: a wrong request, not "every field missing" (see RequireJsonBody). */
export class JsonRequiredException extends AppException {
  constructor() {
    super(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'CONTACT.JSON_REQUIRED', 'Unsupported content type. Send JSON.');
  }
}
