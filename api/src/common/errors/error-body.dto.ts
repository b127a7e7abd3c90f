import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';

@ApiSchema({ name: 'FieldError' })
class FieldErrorDto {
  @ApiProperty({ example: 'quantity' })
  readonly field: string;

  @ApiProperty({ type: [String], example: ['quantity must be at least 1'] })
  readonly messages: string[];
}

/** The one error body (ErrorBody), for API documents. */
@ApiSchema({ name: 'Error' })
export class ErrorBodyDto {
  @ApiProperty({ example: 400 })
  readonly statusCode: number;

  @ApiProperty({ example: 'VALIDATION_FAILED', description: 'Stable, namespaced: AUTH.INVALID_API_KEY, IDEMPOTENCY.KEY_REUSED, ...' })
  readonly code: string;

  @ApiProperty({ example: 'quantity must be at least 1', description: 'Safe to show to a person' })
  readonly message: string;

  @ApiPropertyOptional({ type: [FieldErrorDto], example: [{ field: 'quantity', messages: ['quantity must be at least 1'] }] })
  readonly errors?: FieldErrorDto[];

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, example: { scope: 'trading:write' }, description: 'The figures behind the error' })
  readonly details?: Record<string, unknown>;

  @ApiProperty({ example: '0f9c1d8e-3b2a-4c5d-8e7f-6a5b4c3d2e1f', description: 'The X-Request-Id of the call' })
  readonly correlationId: string;

  @ApiProperty({
    example: 'http://localhost:3000/api-documentation/errors#VALIDATION_FAILED',
    description: 'The code’s entry on the errors page; every code is listed at /v1/errors.json',
  })
  readonly docUrl: string;
}
