import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';

/** The page appends `?t=<timestamp>` to bypass stale browser caches; the server ignores its value. */
export class ImageQueryDto {
  @ApiPropertyOptional({ example: '1763830000000' })
  @IsOptional()
  @Matches(/^\d{1,16}$/, { message: 'The t parameter must be a numeric timestamp' })
  readonly t?: string;
}
