import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { AuthConfig } from '../../config';
import { UsersService } from './users.service';

/** Makes sure the configured admin exists; never changes an existing account. */
@Injectable()
export class AdminSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(AdminSeeder.name);

  constructor(
    private readonly users: UsersService,
    private readonly config: ConfigService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { adminUsername, adminPassword } = this.config.getOrThrow<AuthConfig>('auth');
    if (await this.users.createIfMissing(adminUsername, adminPassword, true)) {
      this.logger.log(`Created the admin account "${adminUsername}"`);
    }
  }
}
