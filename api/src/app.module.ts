import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { RateLimitModule } from './common/rate-limit';
import { configNamespaces } from './config';
import { DatabaseModule } from './database/database.module';
import { AuthModule } from './modules/auth/auth.module';
import { HealthModule } from './modules/health/health.module';
import { PublicConfigModule } from './modules/public-config/public-config.module';
import { TradingModule } from './modules/trading/trading.module';

@Module({
  imports: [
    // The environment (and .env, read by main.ts) is parsed and validated once, here.
    ConfigModule.forRoot({ isGlobal: true, cache: true, load: configNamespaces, ignoreEnvFile: true }),
    EventEmitterModule.forRoot(),
    DatabaseModule,
    RateLimitModule,
    HealthModule,
    PublicConfigModule,
    AuthModule,
    TradingModule,
  ],
})
export class AppModule {}
