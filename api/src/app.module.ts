import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { ScheduleModule } from '@nestjs/schedule';
import { RateLimitModule } from './common/rate-limit';
import { configNamespaces } from './config';
import { DatabaseModule } from './database/database.module';
import { AuthModule } from './modules/auth/auth.module';
import { ContactModule } from './modules/contact/contact.module';
import { HealthModule } from './modules/health/health.module';
import { NewsModule } from './modules/news/news.module';
import { MailingModule } from './modules/mailing/mailing.module';
import { PublicConfigModule } from './modules/public-config/public-config.module';

@Module({
  imports: [
    // The environment (and .env, read by main.ts) is parsed and validated once, here.
    ConfigModule.forRoot({ isGlobal: true, cache: true, load: configNamespaces, ignoreEnvFile: true }),
    DatabaseModule,
    // Timers for scheduled jobs; each job guards itself with runExclusively across instances.
    ScheduleModule.forRoot(),
    RateLimitModule,
    HealthModule,
    PublicConfigModule,
    AuthModule,
    NewsModule,
    ContactModule,
    MailingModule,
  ],
})
export class AppModule {}
