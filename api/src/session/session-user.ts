/** What a signed-in session remembers about its user (set at login by the auth module). */
export interface SessionUser {
  id: number;
  username: string;
  isAdmin: boolean;
}

declare module 'fastify' {
  interface Session {
    user?: SessionUser;
  }
}
