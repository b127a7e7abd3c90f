import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../../common/http/page-query.dto';

export class SubscriberSearchDto {
  @ApiPropertyOptional({ example: 'example.com', description: 'Case-insensitive part of the email address' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Search must be text' })
  @MaxLength(254, { message: 'Search must be at most 254 characters' })
  readonly q?: string;
}

export class ListSubscribersQueryDto extends IntersectionType(PageQueryDto, SubscriberSearchDto) {}
