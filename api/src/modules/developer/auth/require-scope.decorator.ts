import { ErrorBodyDto } from '../../../common/errors/error-body.dto';
import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiForbiddenResponse, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Scope } from '../scopes';
import { ApiKeyGuard } from './api-key.guard';
import { SCOPE_KEY } from './scope.metadata';

export const API_KEY_SECURITY = 'apiKey';

/** A /v1 route: an API key with this scope, within its rate limit. */
export const RequireScope = (scope: Scope) =>
  applyDecorators(
    SetMetadata(SCOPE_KEY, scope),
    UseGuards(ApiKeyGuard),
    ApiBearerAuth(API_KEY_SECURITY),
    ApiBadRequestResponse({ type: ErrorBodyDto, description: 'VALIDATION_FAILED: errors[] names each field' }),
    ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'AUTH.INVALID_API_KEY: no key, or a bad, revoked or expired one' }),
    ApiForbiddenResponse({ type: ErrorBodyDto, description: `AUTH.INSUFFICIENT_SCOPE: the key lacks ${scope}` }),
    ApiTooManyRequestsResponse({ type: ErrorBodyDto, description: 'RATE_LIMITED: the key’s calls per minute are spent (X-RateLimit-* headers)' }),
  );
