import { HttpStatus } from '@nestjs/common';
import { AppException } from '../../common/errors';

export class InvalidApiKeyException extends AppException {
  constructor() {
    super(
      HttpStatus.UNAUTHORIZED,
      'AUTH.INVALID_API_KEY',
      'Send a valid API key as "Authorization: Bearer bb_test_..."; this one is missing, unknown, revoked or expired.',
    );
  }
}

export class InsufficientScopeException extends AppException {
  constructor(scope: string) {
    super(HttpStatus.FORBIDDEN, 'AUTH.INSUFFICIENT_SCOPE', `This API key lacks the ${scope} scope this call needs.`, undefined, { scope });
  }
}

export class KeyQuotaException extends AppException {
  constructor(limit: number, rolling = false) {
    const message = rolling
      ? `Rolling this key would leave ${limit + 1} usable API keys, over the quota of ${limit} (a key in its grace period counts): roll with graceSeconds 0, or revoke a key first.`
      : `You already have ${limit} live API keys: revoke one before creating another.`;
    super(HttpStatus.CONFLICT, 'DEVELOPER.KEY_QUOTA', message, undefined, { limit });
  }
}

export class KeyNotFoundException extends AppException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'DEVELOPER.KEY_NOT_FOUND', 'API key not found');
  }
}

export class ApiRateLimitedException extends AppException {
  constructor(limit: number) {
    super(HttpStatus.TOO_MANY_REQUESTS, 'RATE_LIMITED', `This API key made its ${limit} calls this minute; wait for X-RateLimit-Reset seconds.`, undefined, {
      limit,
    });
  }
}

export class InvalidKeysRateLimitedException extends AppException {
  /** @param retryAfter seconds until the address may present unknown keys again (the Retry-After header) */
  constructor(readonly retryAfter: number) {
    super(HttpStatus.TOO_MANY_REQUESTS, 'RATE_LIMITED', 'Too many invalid API keys from this address: wait for Retry-After seconds before trying again.');
  }
}
