import { ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppException } from '../errors';
import { AuthenticatedGuard } from './authenticated.guard';

class NotAdminException extends AppException {
  constructor() {
    super(HttpStatus.FORBIDDEN, 'AUTH.FORBIDDEN', 'This page is for administrators only.');
  }
}

/** 401 for nobody, 403 for a signed-in user who is not an admin. */
@Injectable()
export class AdminGuard extends AuthenticatedGuard {
  override canActivate(context: ExecutionContext): boolean {
    super.canActivate(context);
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!request.session.user?.isAdmin) throw new NotAdminException();
    return true;
  }
}
