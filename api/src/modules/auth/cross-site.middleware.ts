import { Injectable, NestMiddleware } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../../config';
import { CrossSiteRequestException } from './auth.errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json\s*(;|$)/i;

/**
 * Refuses state-changing API calls a foreign page could make with the visitor's cookie.
 * A cross-site form or `text/plain` fetch can't send JSON without a CORS preflight (which
 * we never grant), and a browser always names its page's origin on such a request.
 */
@Injectable()
export class CrossSiteMiddleware implements NestMiddleware {
  private readonly publicOrigin: string | undefined;

  constructor(config: ConfigService) {
    const url = config.getOrThrow<AppConfig>('app').publicUrl;
    this.publicOrigin = url ? new URL(url).origin : undefined;
  }

  use(request: Request, _response: Response, next: NextFunction): void {
    if (SAFE_METHODS.has(request.method)) return next();
    const origin = request.get('origin');
    if (origin && !this.isAllowedOrigin(origin, request)) {
      return next(new CrossSiteRequestException(`origin ${origin} may not call this API`));
    }
    const contentType = request.get('content-type');
    const hasBody = Number(request.get('content-length') ?? 0) > 0 || request.get('transfer-encoding') !== undefined;
    if ((contentType || hasBody) && !JSON_TYPE.test(contentType ?? '')) {
      return next(new CrossSiteRequestException('send the body as application/json'));
    }
    next();
  }

  private isAllowedOrigin(origin: string, request: Request): boolean {
    if (origin === this.publicOrigin) return true;
    return origin === `${request.protocol}://${request.get('host')}`;
  }
}
