import { ConsoleLogger, type LogLevel } from '@nestjs/common';

/** What Nest says about itself while it starts: a line per module and per route (some 120 lines). */
const FRAMEWORK_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);

const LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

/** The levels printed at `level` and above it in importance (`log` prints fatal, error, warn and log). */
export function logLevelsFrom(level: LogLevel): LogLevel[] {
  return LEVELS.slice(0, LEVELS.indexOf(level) + 1);
}

/**
 * Nest's console logger, with the framework's start-up chatter (modules initialised, route maps)
 * moved to debug: `npm start` prints what a person needs, `LOG_LEVEL=debug` prints the rest.
 */
export class AppLogger extends ConsoleLogger {
  constructor(level: LogLevel) {
    super({ logLevels: logLevelsFrom(level) });
  }

  override log(message: unknown, ...rest: unknown[]): void {
    const context = rest.at(-1);
    if (typeof context === 'string' && FRAMEWORK_CONTEXTS.has(context)) super.debug(message, ...rest);
    else super.log(message, ...rest);
  }
}
