import { Module } from '@nestjs/common';
import { ApiKeysModule } from '../../common/api-keys';
import { ApiRequestLogHook } from './api-request-log.hook';
import { DeveloperController } from './developer.controller';
import { ApiRequestLogReader } from './requests/api-request-log.reader';
import { ApiRequestLogWriter } from './requests/api-request-log.writer';

/** The developer console's calls (API keys, the /v1 request log) and the log's writer. */
@Module({
  imports: [ApiKeysModule],
  controllers: [DeveloperController],
  providers: [ApiRequestLogWriter, ApiRequestLogHook, ApiRequestLogReader],
  exports: [ApiRequestLogHook],
})
export class DeveloperModule {}
