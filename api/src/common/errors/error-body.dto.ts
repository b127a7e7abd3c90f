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

  @ApiPropertyOptional({ type: [FieldErrorDto] })
  readonly errors?: FieldErrorDto[];

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'The figures behind the error' })
  readonly details?: Record<string, unknown>;

  @ApiProperty({ description: 'The X-Request-Id of the call' })
  readonly correlationId: string;
}
