import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';

export const MAX_LIMIT = 100;

/** `?limit=&after=` of every /v1 list: `after` is the `nextCursor` of the page before. */
export class CursorQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_LIMIT, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(MAX_LIMIT, { message: `limit must be at most ${MAX_LIMIT}` })
  readonly limit: number = 50;

  @ApiPropertyOptional({ description: 'The nextCursor of the previous page' })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{1,200}$/, { message: 'after must be a cursor returned as nextCursor' })
  readonly after?: string;
}
