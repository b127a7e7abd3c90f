import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import '../../session/session-user';
import { AppException } from '../errors';

class NotAuthenticatedException extends AppException {
  constructor() {
    super(HttpStatus.UNAUTHORIZED, 'AUTH.UNAUTHENTICATED', 'You are not signed in.');
  }
}

/** 401 unless the request's session has a signed-in user. */
@Injectable()
export class AuthenticatedGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!request.session?.user) throw new NotAuthenticatedException();
    return true;
  }
}
