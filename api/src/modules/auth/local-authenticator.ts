import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Passport } from 'passport';
import { Strategy } from 'passport-local';
import type { SessionUser } from '../../session/session-user';
import { InvalidCredentialsException } from './auth.errors';
import { AuthService } from './auth.service';

/**
 * passport-local on a Passport instance of this app's own. The global `passport` singleton
 * would keep the strategy of whichever app registered last, which breaks as soon as two
 * apps share a process (tests restarting the API over the same database).
 */
@Injectable()
export class LocalAuthenticator {
  private readonly passport = new Passport();

  constructor(auth: AuthService) {
    this.passport.use(
      'local',
      new Strategy({ usernameField: 'username', passwordField: 'password', passReqToCallback: true, session: false }, (req, username, password, done) => {
        auth.validateCredentials(username, password, req.ip ?? 'unknown').then((user) => done(null, user), done);
      }),
    );
  }

  authenticate(request: FastifyRequest, response: FastifyReply): Promise<SessionUser> {
    return new Promise((resolve, reject) => {
      const handler = this.passport.authenticate('local', { session: false }, (error: unknown, user: SessionUser | false) => {
        if (error) reject(error);
        else if (!user) reject(new InvalidCredentialsException());
        else resolve(user);
      });
      handler(request as never, response as never, reject);
    });
  }
}
