import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { ValidationFailedException } from '../../common/errors';
import { toFieldErrors } from '../../common/http/field-errors';
import { CredentialsDto } from './dto/credentials.dto';
import { AuthService } from './auth.service';
import type { SessionUser } from '../../session/session-user';

/** The login route's request, carrying the user the guard authenticated. */
export type LoginRequest = FastifyRequest & { user?: SessionUser };

/**
 * Authenticates the login route: the credentials checked against the stored user (see
 * AuthService.validateCredentials). Guards run before pipes, so the payload is validated here
 * first: a short password is a 400 with the field's message, not a 401. No Passport: see
 * docs/decisions/authentication-without-passport.md.
 */
@Injectable()
export class LoginGuard implements CanActivate {
  constructor(private readonly auth: AuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<LoginRequest>();
    const body: unknown = request.body ?? {};
    const dto = plainToInstance(CredentialsDto, typeof body === 'object' && !Array.isArray(body) ? body : {});
    const errors = await validate(dto, { whitelist: true, forbidNonWhitelisted: true });
    if (errors.length) {
      throw new ValidationFailedException(toFieldErrors(errors));
    }
    request.user = await this.auth.validateCredentials(dto.username, dto.password, request.ip ?? 'unknown');
    return true;
  }
}
