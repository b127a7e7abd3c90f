export * from './rate-limit.decorator';
export * from './rate-limit.module';
export * from './client-address';
export { countIfAllowed } from './rate-limit.guard';
export { RATE_LIMIT_RULES, type RateLimitRules } from './rate-limit.rules';
