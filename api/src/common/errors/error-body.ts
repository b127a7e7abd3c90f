import { FieldError } from './app.exception';

/** The one shape of every error response the API sends. */
export interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  errors?: FieldError[];
  details?: Record<string, unknown>;
  correlationId: string;
  /** The code's entry on the errors page (error-catalog.ts). */
  docUrl: string;
}

const CODES_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

export function codeForStatus(status: number): string {
  return CODES_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'ERROR');
}
