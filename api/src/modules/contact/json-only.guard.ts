import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AppException } from '../../common/errors';

export class JsonRequiredException extends AppException {
  constructor() {
    super(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'CONTACT.JSON_REQUIRED', 'Unsupported content type. Send JSON.');
  }
}

/** Form posts would arrive as an empty body and read as "every field missing"; say what is wrong instead. */
@Injectable()
export class JsonOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (!request.is('application/json')) throw new JsonRequiredException();
    return true;
  }
}
