export * from './app.exception';
export * from './error-body';
export * from './database-unavailable';
export * from './error-catalog';
