export * from './rate-limit.decorator';
export * from './rate-limit.module';
export * from './client-address';
