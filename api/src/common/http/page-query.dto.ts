import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

const MAX_PAGE_SIZE = 100;

/** `?page=&pageSize=` of every paged admin list; combine with a search DTO via IntersectionType. */
export class PageQueryDto {
  @ApiPropertyOptional({ example: 1, minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Page must be a whole number' })
  @Min(1, { message: 'Page must be at least 1' })
  @Max(1_000_000, { message: 'Page must be at most 1,000,000' })
  readonly page: number = 1;

  @ApiPropertyOptional({ example: 25, minimum: 1, maximum: MAX_PAGE_SIZE, default: 25 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Page size must be a whole number' })
  @Min(1, { message: 'Page size must be at least 1' })
  @Max(MAX_PAGE_SIZE, { message: `Page size must be at most ${MAX_PAGE_SIZE}` })
  readonly pageSize: number = 25;
}
