export * from './api-keys.module';
export * from './api-key.errors';
export * from './api-key.service';
export * from './api-key-principal';
export * from './require-scope.decorator';
export * from './scopes';
