import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../session/session-user';

/** A fresh session id at sign-in, so an id planted before login is worthless after it. */
export async function startSession(request: FastifyRequest, user: SessionUser): Promise<void> {
  await request.session.regenerate();
  // `regenerate` put a new session object on the request.
  request.session.user = user;
  await request.session.save();
}

/** Deletes the session row and tells the browser to drop the cookie. */
export async function endSession(request: FastifyRequest, response: FastifyReply, cookieName: string): Promise<void> {
  if (request.session) await request.session.destroy();
  response.clearCookie(cookieName, { path: '/', httpOnly: true, sameSite: 'lax' });
}
