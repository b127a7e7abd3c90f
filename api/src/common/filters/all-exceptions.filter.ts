import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppException, codeForStatus, ErrorBody, errorDocUrl, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../errors';
import { correlationIdOf } from '../http/correlation-id';
import { publicOrigin } from '../http/public-origin';

/** Shapes every error as an ErrorBody and never lets a stack trace reach the client. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  /** `publicUrl` (PUBLIC_URL) is the origin of each body's docUrl; the request's own otherwise. */
  constructor(private readonly publicUrl?: string) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    this.reply(exception, host.switchToHttp().getRequest<FastifyRequest>(), host.switchToHttp().getResponse<FastifyReply>());
  }

  private reply(exception: unknown, request: FastifyRequest, response: FastifyReply): void {
    if (isDatabaseUnavailable(exception)) {
      // An outage, not a bug: no stack trace per request, and the client is told when to retry.
      this.logger.warn(`${request.method} ${request.url} [${correlationIdOf(request)}]: database unavailable (${(exception as Error)?.message})`);
      if (response.sent) return;
      void response
        .status(HttpStatus.SERVICE_UNAVAILABLE)
        .header('Retry-After', RETRY_AFTER_SECONDS)
        .send(this.withDocUrl(unavailableBody(correlationIdOf(request)), request));
      return;
    }
    const body = this.withDocUrl(this.toBody(exception, correlationIdOf(request)), request);
    if (body.statusCode >= 500) {
      this.logger.error(`${request.method} ${request.url} [${body.correlationId}]`, (exception as Error)?.stack);
    }
    if (response.sent) return;
    void response.status(body.statusCode).send(body);
  }

  /** Where the errors page explains the code (Stripe's doc_url), last in the body. */
  private withDocUrl(body: Omit<ErrorBody, 'docUrl'>, request: FastifyRequest): ErrorBody {
    return { ...body, docUrl: errorDocUrl(publicOrigin(request, this.publicUrl) ?? '', body.code) };
  }

  private toBody(exception: unknown, correlationId: string): Omit<ErrorBody, 'docUrl'> {
    if (exception instanceof AppException) {
      const { code, errors, details } = exception;
      return { statusCode: exception.getStatus(), code, message: exception.message, errors, details, correlationId };
    }
    if (isFastifyError(exception)) {
      const status = exception.getStatus();
      return { statusCode: status, code: codeForStatus(status), message: lowLevelMessage(status, exception), correlationId };
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      return { statusCode, code: codeForStatus(statusCode), message: messageOf(exception), correlationId };
    }
    const status = httpStatusOfLowLevelError(exception);
    if (status) {
      return { statusCode: status, code: codeForStatus(status), message: lowLevelMessage(status, exception), correlationId };
    }
    return {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again later.',
      correlationId,
    };
  }
}

function unavailableBody(correlationId: string): Omit<ErrorBody, 'docUrl'> {
  return {
    statusCode: HttpStatus.SERVICE_UNAVAILABLE,
    code: 'SERVICE_UNAVAILABLE',
    message: 'The service is briefly unavailable. Please try again in a few seconds.',
    correlationId,
  };
}

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : exception.message;
}

/**
 * Nest hands Fastify's own errors (body parsing: malformed JSON, a `__proto__` key, an empty
 * JSON body, too large, wrong type) to filters as a plain HttpException in Fastify's words
 * ("Body is not valid JSON but content-type is set to 'application/json'"). Our code and Nest's
 * pipes throw subclasses only, so the base class itself is that mapping.
 */
function isFastifyError(exception: unknown): exception is HttpException {
  return exception instanceof HttpException && exception.constructor === HttpException && exception.getStatus() < 500;
}

/** Fastify's body parsing throws plain errors carrying an HTTP status (malformed JSON, too large, wrong type). */
function httpStatusOfLowLevelError(exception: unknown): number | undefined {
  const status = (exception as { status?: unknown; statusCode?: unknown })?.status ?? (exception as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

function lowLevelMessage(status: number, exception: unknown): string {
  if (status === 413) return 'The request body is too large.';
  if (status === 415) return 'Unsupported content type. Send JSON.';
  if (isEmptyJsonBody(exception))
    return 'The request body is empty, but its Content-Type says JSON: send a JSON body, or no Content-Type when the call takes none.';
  return 'The request body is not valid JSON.';
}

/**
 * Fastify's FST_ERR_CTP_EMPTY_JSON_BODY: a body-less POST (a reset, say) sent with the JSON
 * Content-Type, as `curl -H 'Content-Type: application/json' -X POST` does. Nest passes it on as
 * Fastify's words only, so they are what is matched.
 */
function isEmptyJsonBody(exception: unknown): boolean {
  if ((exception as { code?: unknown })?.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return true;
  const text = exception instanceof HttpException ? messageOf(exception) : (exception as { message?: unknown })?.message;
  return typeof text === 'string' && text.startsWith('Body cannot be empty when content-type is set to');
}
