export * from './app.exception';
export * from './error-body';
