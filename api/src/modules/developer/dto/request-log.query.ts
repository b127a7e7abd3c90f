import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** The console's request log filters; each one left out matches everything. */
export class RequestLogQuery {
  @ApiPropertyOptional({ example: '4xx', description: 'A status (404) or a class of them (4xx)' })
  @IsOptional()
  @Matches(/^[1-5](\d\d|xx)$/, { message: 'status must be a status code such as 404, or a class such as 4xx' })
  readonly status?: string;

  @ApiPropertyOptional({ example: '/orders', description: 'Part of the path, any letter case' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  readonly path?: string;

  @ApiPropertyOptional({ example: 'bb_test_k7Qm2xW9aB3c', description: "The key's prefix, as the key list shows it" })
  @IsOptional()
  @IsString()
  @MaxLength(48)
  readonly key?: string;
}
