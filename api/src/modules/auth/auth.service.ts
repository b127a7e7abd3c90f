import { Injectable } from '@nestjs/common';
import type { SessionUser } from '../../session/session-user';
import { InvalidCredentialsException } from './auth.errors';
import { LoginThrottleService } from './login-throttle.service';
import { PasswordHasher } from './password-hasher';
import { toSessionUser, UsersService } from './users.service';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottleService,
  ) {}

  /** Unknown user and wrong password get the same answer after the same kind of work. */
  async validateCredentials(username: string, password: string, ip: string): Promise<SessionUser> {
    await this.throttle.reserveAttempt(username, ip);
    const user = await this.users.findWithHashByUsername(username);
    const ok = await this.hasher.verify(password, user?.passwordHash ?? null);
    if (!user || !ok) throw new InvalidCredentialsException();
    await Promise.all([this.throttle.clear(username, ip), this.users.recordLogin(user.id)]);
    return toSessionUser(user);
  }

  async register(username: string, password: string): Promise<SessionUser> {
    return toSessionUser(await this.users.create(username, password, false));
  }
}
