import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';

const SUFFIX = '-trading';

/**
 * @nestjs/throttler v6 suffixes its headers with the throttler's name
 * (`X-RateLimit-Limit-trading`). Trading clients expect the conventional
 * `X-RateLimit-Limit/Remaining/Reset` and `Retry-After`, so the trading limit's headers
 * lose the suffix; other limits keep the library's names.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override setResponseHeader(response: unknown, name: string, value: string | number): void {
    super.setResponseHeader(response as never, name.endsWith(SUFFIX) ? name.slice(0, -SUFFIX.length) : name, value);
  }
}
