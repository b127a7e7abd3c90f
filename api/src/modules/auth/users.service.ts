import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CLOCK, Clock } from '../../common/clock';
import type { SessionUser } from '../../session/session-user';
import { UsernameTakenException } from './auth.errors';
import { User } from './entities/user.entity';
import { PasswordHasher } from './password-hasher';

const UNIQUE_VIOLATION = '23505';
/** The expression the look-alike index (migration IndexUsernameLookAlikes) is built on. */
const LOOK_ALIKE_KEY = (sql: string) => `regexp_replace(lower(${sql}), '[._-]', '', 'g')`;

export function toSessionUser(user: Pick<User, 'id' | 'username' | 'isAdmin'>): SessionUser {
  return { id: user.id, username: user.username, isAdmin: user.isAdmin };
}

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly hasher: PasswordHasher,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** With its hash, for checking a password; usernames match case-insensitively. */
  findWithHashByUsername(username: string): Promise<User | null> {
    return this.users.createQueryBuilder('user').addSelect('user.passwordHash').where('lower(user.username) = lower(:username)', { username }).getOne();
  }

  /**
   * Whether the name, or a look-alike of it, is taken: names that differ only by letter case
   * or by the punctuation a name may hold (`j.smith`, `J_Smith`, `jsmith`) are one name.
   */
  async existsByUsername(username: string): Promise<boolean> {
    return this.users
      .createQueryBuilder('user')
      .where(`${LOOK_ALIKE_KEY('user.username')} = ${LOOK_ALIKE_KEY(':username')}`, { username })
      .getExists();
  }

  /** Creates the account, or reports the name as taken (also when a concurrent request won the race). */
  async create(username: string, password: string, isAdmin = false): Promise<User> {
    if (await this.existsByUsername(username)) throw new UsernameTakenException();
    const passwordHash = await this.hasher.hash(password);
    try {
      return await this.users.save(this.users.create({ username, passwordHash, isAdmin, createdAt: this.clock.now() }));
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new UsernameTakenException();
      throw error;
    }
  }

  /** Inserts unless the name exists; two instances starting together both end up with one row. */
  async createIfMissing(username: string, password: string, isAdmin: boolean): Promise<boolean> {
    if (await this.existsByUsername(username)) return false;
    const passwordHash = await this.hasher.hash(password);
    const rows: unknown[] = await this.users.query(
      `INSERT INTO users (username, password_hash, is_admin, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT ((lower(username))) DO NOTHING RETURNING id`,
      [username, passwordHash, isAdmin, this.clock.now()],
    );
    return rows.length > 0;
  }

  /** The user as a session should see it now, or null once the account is gone. */
  async findSessionUser(id: number): Promise<SessionUser | null> {
    const user = await this.users.findOne({ where: { id }, select: { id: true, username: true, isAdmin: true } });
    return user ? toSessionUser(user) : null;
  }

  async recordLogin(id: number): Promise<void> {
    await this.users.update({ id }, { lastLoginAt: this.clock.now() });
  }
}
