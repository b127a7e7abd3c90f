import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ValidationFailedException } from '../../common/errors';
import { toFieldErrors } from '../../common/http/field-errors';
import { CredentialsDto } from './dto/credentials.dto';
import { LocalAuthenticator } from './local-authenticator';
import type { SessionUser } from '../../session/session-user';

/** The login route's request, carrying the user the guard authenticated. */
export type LoginRequest = FastifyRequest & { user?: SessionUser };

/**
 * Authenticates the login route with passport-local. Guards run before pipes, so the payload
 * is validated here first: a short password is a 400 with the field's message, not a 401.
 */
@Injectable()
export class LoginGuard implements CanActivate {
  constructor(private readonly authenticator: LocalAuthenticator) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<LoginRequest>();
    const body: unknown = request.body ?? {};
    const dto = plainToInstance(CredentialsDto, typeof body === 'object' && !Array.isArray(body) ? body : {});
    const errors = await validate(dto, { whitelist: true, forbidNonWhitelisted: true });
    if (errors.length) {
      throw new ValidationFailedException(toFieldErrors(errors));
    }
    request.user = await this.authenticator.authenticate(request, context.switchToHttp().getResponse<FastifyReply>());
    return true;
  }
}
