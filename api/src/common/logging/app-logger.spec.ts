import { AppLogger, logLevelsFrom } from './app-logger';

describe('AppLogger', () => {
  const printed = () => {
    const lines: string[] = [];
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => (lines.push(String(chunk)), true));
    return lines;
  };
  afterEach(() => jest.restoreAllMocks());

  it('keeps the route maps and module lines out of the log level, and prints the app’s own lines', () => {
    const logger = new AppLogger('log');
    const lines = printed();
    logger.log('HealthController {/api/health}:', 'RoutesResolver');
    logger.log('Mapped {/api/health, GET} route', 'RouterExplorer');
    logger.log('AppModule dependencies initialized', 'InstanceLoader');
    logger.log('BrokerBridge is ready at http://localhost:3000', 'Bootstrap');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('BrokerBridge is ready at http://localhost:3000');
  });

  it('prints them at debug', () => {
    const logger = new AppLogger('debug');
    const lines = printed();
    logger.log('Mapped {/api/health, GET} route', 'RouterExplorer');
    expect(lines.join('')).toMatch(/DEBUG.*Mapped \{\/api\/health, GET\} route/);
  });

  it('orders the levels from the most to the least important', () => {
    expect(logLevelsFrom('warn')).toEqual(['fatal', 'error', 'warn']);
    expect(logLevelsFrom('verbose')).toHaveLength(6);
  });
});
