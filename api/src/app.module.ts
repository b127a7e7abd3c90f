import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { ScheduleModule } from '@nestjs/schedule';
import { ClockModule } from './common/clock';
import { LifecycleModule } from './common/lifecycle';
import { RateLimitModule } from './common/rate-limit';
import { configNamespaces } from './config';
import { DatabaseModule } from './database/database.module';
import { AuthModule } from './modules/auth/auth.module';
import { ContactModule } from './modules/contact/contact.module';
import { DashboardModule } from './modules/dashboard/dashboard.module';
import { DeveloperModule } from './modules/developer/developer.module';
import { SandboxModule } from './modules/sandbox/sandbox.module';
import { HealthModule } from './modules/health/health.module';
import { MailingModule } from './modules/mailing/mailing.module';
import { NewsModule } from './modules/news/news.module';
import { PublicConfigModule } from './modules/public-config/public-config.module';
import { SimulatorModule } from './modules/simulator/simulator.module';
import { DemoModule } from './modules/demo/demo.module';
import { WebhooksModule } from './modules/webhooks/webhooks.module';
import { ConnectModule } from './modules/connect/connect.module';

@Module({
  imports: [
    // The environment (and .env, read by main.ts) is parsed and validated once, here.
    ConfigModule.forRoot({ isGlobal: true, cache: true, load: configNamespaces, ignoreEnvFile: true }),
    // One scheduler for the whole app; each job guards itself with runExclusively across instances.
    ScheduleModule.forRoot(),
    ClockModule,
    LifecycleModule,
    // In-process domain events, published only after their transaction commits.
    EventEmitterModule.forRoot(),
    DatabaseModule,
    RateLimitModule,
    HealthModule,
    PublicConfigModule,
    AuthModule,
    NewsModule,
    ContactModule,
    MailingModule,
    DashboardModule,
    SimulatorModule,
    DemoModule,
    DeveloperModule,
    SandboxModule,
    WebhooksModule,
    ConnectModule,
  ],
})
export class AppModule {}
