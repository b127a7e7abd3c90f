import type { LoggerService } from '@nestjs/common';
import { isDatabaseUnavailable } from './common/errors';

/**
 * The last line of defence. A promise rejection nobody handled is logged and the app keeps
 * serving: one forgotten `.catch` (a queue recording a failure during a database outage) must
 * not take the site down and keep it down. An uncaught exception is a bug that may have left
 * state half-changed, so the process still exits on it, unless it is the database being
 * unreachable (a connection's error event), which the app recovers from by itself.
 */
export function installLastResortHandlers(logger: LoggerService, exit: (code: number) => void = (code) => process.exit(code)): () => void {
  const describe = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));
  const onRejection = (reason: unknown) => logger.error(`Unhandled promise rejection (still running): ${describe(reason)}`);
  const onException = (error: unknown) => {
    if (isDatabaseUnavailable(error)) {
      logger.error(`Database connection error nobody handled (still running): ${describe(error)}`);
      return;
    }
    logger.error(`Uncaught exception, exiting: ${describe(error)}`);
    exit(1);
  };
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return () => {
    process.removeListener('unhandledRejection', onRejection);
    process.removeListener('uncaughtException', onException);
  };
}
