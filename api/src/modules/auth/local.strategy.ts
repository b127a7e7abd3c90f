import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-local';
import { appStrategyPassport } from '../../common/passport/app-auth-guard';
import type { SessionUser } from '../../session/session-user';
import { AuthService } from './auth.service';

/** The Passport name of the site login (see LoginGuard). */
export const LOCAL_STRATEGY = 'local';

/**
 * The site login: the body's username and password checked against the stored user
 * (AuthService.validateCredentials, which also counts failures per username and address).
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, LOCAL_STRATEGY) {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'username', passwordField: 'password', passReqToCallback: true, session: false });
  }

  validate(request: FastifyRequest, username: string, password: string): Promise<SessionUser> {
    return this.auth.validateCredentials(username, password, request.ip ?? 'unknown');
  }

  /** This app's strategy stays out of the global passport: see AppAuthGuard. */
  getPassportInstance() {
    return appStrategyPassport();
  }
}
