import type { Request, Response } from 'express';
import type { SessionUser } from '../../session/session-user';

/** A fresh session id at sign-in, so an id planted before login is worthless after it. */
export async function startSession(request: Request, user: SessionUser): Promise<void> {
  await new Promise<void>((resolve, reject) => request.session.regenerate((error) => (error ? reject(error) : resolve())));
  request.session.user = user;
  await new Promise<void>((resolve, reject) => request.session.save((error) => (error ? reject(error) : resolve())));
}

/** Deletes the session row and tells the browser to drop the cookie. */
export async function endSession(request: Request, response: Response, cookieName: string): Promise<void> {
  if (request.session) {
    await new Promise<void>((resolve, reject) => request.session.destroy((error) => (error ? reject(error) : resolve())));
  }
  response.clearCookie(cookieName, { path: '/', httpOnly: true, sameSite: 'lax' });
}
