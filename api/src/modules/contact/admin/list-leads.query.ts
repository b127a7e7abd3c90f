import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../../common/http/page-query.dto';

export class LeadSearchQuery {
  @ApiPropertyOptional({ example: 'fintech', description: 'Case-insensitive text in name, email or company' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Search must be text' })
  @MaxLength(200, { message: 'Search must be at most 200 characters' })
  readonly q?: string;
}

export class ListLeadsQuery extends IntersectionType(PageQueryDto, LeadSearchQuery) {}
