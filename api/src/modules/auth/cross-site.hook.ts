import type { onRequestHookHandler } from 'fastify';
import { isOwnOrigin } from '../../common/security/same-origin';
import { CrossSiteRequestException } from './auth.errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json\s*(;|$)/i;

/**
 * Refuses state-changing API calls a foreign page could make with the visitor's cookie.
 * A cross-site form or `text/plain` fetch can't send JSON without a CORS preflight (which
 * we never grant), and a browser always names its page's origin on such a request.
 * It runs before the body is read, so such a request never reaches a parser or a route.
 */
export function crossSiteHook(publicUrl: string | undefined, options: { except?: string } = {}): onRequestHookHandler {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  const { except } = options;
  return (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || (except && request.url.startsWith(except))) return done();
    const origin = request.headers.origin;
    if (origin && !isOwnOrigin(origin, `${request.protocol}://${request.host}`, publicOrigin)) {
      return done(new CrossSiteRequestException(`origin ${origin} may not call this API`));
    }
    const contentType = request.headers['content-type'];
    const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
    if ((contentType || hasBody) && !JSON_TYPE.test(contentType ?? '')) {
      return done(new CrossSiteRequestException('send the body as application/json'));
    }
    done();
  };
}
