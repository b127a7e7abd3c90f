import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppException } from '../../common/errors';

class JsonRequiredException extends AppException {
  constructor() {
    super(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'CONTACT.JSON_REQUIRED', 'Unsupported content type. Send JSON.');
  }
}

/** Form posts would arrive as an empty body and read as "every field missing"; say what is wrong instead. */
@Injectable()
export class JsonOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!/^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '')) throw new JsonRequiredException();
    return true;
  }
}
