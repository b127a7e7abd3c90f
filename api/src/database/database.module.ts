import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { DatabaseConfig } from '../config';
import { buildDataSourceOptions } from './data-source.options';

@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService) => {
        const database = config.getOrThrow<DatabaseConfig>('database');
        if (!database.url) {
          throw new Error('DATABASE_URL must be resolved before the app module starts (see prepareDatabase)');
        }
        return buildDataSourceOptions(database, database.url);
      },
    }),
  ],
})
export class DatabaseModule {}
