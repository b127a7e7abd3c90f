import { ExecutionContext, Injectable } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { ValidationFailedException } from '../../common/errors';
import { toFieldErrors } from '../../common/http/field-errors';
import { AppAuthGuard } from '../../common/passport/app-auth-guard';
import type { SessionUser } from '../../session/session-user';
import { InvalidCredentialsException } from './auth.errors';
import { CredentialsDto } from './dto/credentials.dto';
import { LOCAL_STRATEGY, LocalStrategy } from './local.strategy';

/** The login route's request, carrying the user the guard authenticated. */
export type LoginRequest = FastifyRequest & { user?: SessionUser };

/**
 * `AuthGuard('local')` on the login route (LocalStrategy); the controller then starts the
 * session cookie. Guards run before pipes, so the payload is validated here first: a short
 * password is a 400 with the field's message, not a 401.
 */
@Injectable()
export class LoginGuard extends AppAuthGuard(LOCAL_STRATEGY) {
  constructor(local: LocalStrategy) {
    super({ [LOCAL_STRATEGY]: local });
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const body: unknown = context.switchToHttp().getRequest<LoginRequest>().body ?? {};
    const dto = plainToInstance(CredentialsDto, typeof body === 'object' && !Array.isArray(body) ? body : {});
    const errors = await validate(dto, { whitelist: true, forbidNonWhitelisted: true });
    if (errors.length) {
      throw new ValidationFailedException(toFieldErrors(errors));
    }
    return super.canActivate(context) as Promise<boolean>;
  }

  /** The strategy's answer: the signed-in user, or its error (wrong password, throttled). */
  override handleRequest<TUser = SessionUser>(error: unknown, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw new InvalidCredentialsException();
    return user;
  }
}
