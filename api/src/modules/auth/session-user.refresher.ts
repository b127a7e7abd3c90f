import { Inject, Injectable } from '@nestjs/common';
import type { preHandlerHookHandler } from 'fastify';
import { LRUCache } from 'lru-cache';
import { CLOCK, Clock } from '../../common/clock';
import type { SessionUser } from '../../session/session-user';
import { UsersService } from './users.service';

/** A role change or a deleted account reaches every signed-in session within this time. */
export const SESSION_USER_RECHECK_MS = 15_000;
const MAX_USERS = 10_000;

/**
 * The session keeps a copy of its user from sign-in; this re-reads the user behind it at most
 * every SESSION_USER_RECHECK_MS per instance, so a demoted admin loses admin access and a
 * deleted user is signed out within that time, not at the end of the session's 7 days.
 * Visitors who are not signed in (every trading call) cost nothing here.
 */
@Injectable()
export class SessionUserRefresher {
  private readonly checked = new LRUCache<number, { user: SessionUser | null; at: number }>({ max: MAX_USERS });

  constructor(
    private readonly users: UsersService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  readonly preHandler: preHandlerHookHandler = (request, _reply, done) => {
    const sessionUser = request.session?.user;
    if (!sessionUser) return done();
    const now = this.clock.now().getTime();
    const cached = this.checked.get(sessionUser.id);
    if (cached && now - cached.at < SESSION_USER_RECHECK_MS) {
      this.apply(request.session, cached.user);
      return done();
    }
    this.users.findSessionUser(sessionUser.id).then((user) => {
      this.checked.set(sessionUser.id, { user, at: now });
      this.apply(request.session, user);
      done();
    }, done);
  };

  private apply(session: { user?: SessionUser }, current: SessionUser | null): void {
    const copy = session.user!;
    if (!current) delete session.user;
    else if (copy.isAdmin !== current.isAdmin || copy.username !== current.username) session.user = current;
  }
}
