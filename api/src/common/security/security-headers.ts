import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { contentSecurityPolicyDirectives } from './content-security-policy';

export type SecurityHeaders = Readonly<Record<string, string>>;

/**
 * The response headers helmet sets for our policy, worked out once. None of them depends on
 * the request, so every response gets the same object instead of running helmet's dozen
 * middlewares again (a tenth of the CPU of a small API call, measured under `npm run bench`).
 */
export function securityHeaders(publicUrl?: string): SecurityHeaders {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
  };
  let failed: unknown;
  helmet({ contentSecurityPolicy: { useDefaults: true, directives: contentSecurityPolicyDirectives(publicUrl) } })(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => void (failed = error),
  );
  if (failed) throw failed;
  return Object.freeze(headers);
}

/**
 * What a JSON answer of the API needs, after the OWASP REST Security Cheat Sheet ("Security
 * headers"): it is never a page, so it loads nothing, may be framed by nobody and must not be
 * sniffed into one. The page headers above (a 600-byte policy listing the widgets' origins,
 * cross-origin isolation, legacy IE switches) mean nothing to a fetch; sent on every API
 * answer they were half of its header bytes and a good part of a small call's CPU.
 */
export function apiSecurityHeaders(): SecurityHeaders {
  const page = securityHeaders();
  return Object.freeze({
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Strict-Transport-Security': page['Strict-Transport-Security'],
    'Referrer-Policy': page['Referrer-Policy'],
    'Cross-Origin-Resource-Policy': page['Cross-Origin-Resource-Policy'],
  });
}
