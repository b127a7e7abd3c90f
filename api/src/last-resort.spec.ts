import { installLastResortHandlers } from './last-resort';

describe('last-resort handlers', () => {
  const logger = { log: jest.fn(), error: jest.fn(), warn: jest.fn() };
  const exit = jest.fn();
  let uninstall: () => void;

  beforeEach(() => {
    jest.clearAllMocks();
    uninstall = installLastResortHandlers(logger, exit);
  });
  afterEach(() => uninstall());

  it('logs an unhandled rejection and keeps the process running', () => {
    // What Node emits for a rejection nobody handled (jest would catch a real one first).
    process.emit('unhandledRejection', new Error('fail() rejected while the database was down'), Promise.resolve());
    expect(logger.error).toHaveBeenCalledWith(expect.stringMatching(/^Unhandled promise rejection \(still running\): Error: fail\(\) rejected/));
    expect(exit).not.toHaveBeenCalled();
  });

  it('survives a database connection error nobody listened for, and exits on any other uncaught exception', () => {
    process.emit('uncaughtException', Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' }));
    expect(exit).not.toHaveBeenCalled();
    process.emit('uncaughtException', new TypeError('a bug'));
    expect(exit).toHaveBeenCalledWith(1);
  });
});
