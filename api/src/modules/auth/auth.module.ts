import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminSeeder } from './admin-seeder';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { User } from './entities/user.entity';
import { LocalStrategy } from './local.strategy';
import { LoginGuard } from './login.guard';
import { LoginThrottleService } from './login-throttle.service';
import { PasswordHasher } from './password-hasher';
import { SessionUserRefresher } from './session-user.refresher';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User])],
  controllers: [AuthController],
  providers: [PasswordHasher, UsersService, LoginThrottleService, AuthService, LocalStrategy, LoginGuard, AdminSeeder, SessionUserRefresher],
  exports: [UsersService, SessionUserRefresher],
})
export class AuthModule {}
