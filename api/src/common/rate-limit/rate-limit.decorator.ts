import { SetMetadata } from '@nestjs/common';

export type RateLimitName = 'public' | 'trading' | 'demo';
export const RATE_LIMIT_KEY = 'brokerbridge:rate-limit';

/**
 * Opts a route (or a controller) into one of the named limits. Routes without it are not
 * limited, so adding a limit never changes an unrelated endpoint.
 */
export const RateLimit = (...names: RateLimitName[]) => SetMetadata(RATE_LIMIT_KEY, names);
